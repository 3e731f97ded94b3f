// The versus bot's job, as the bot worker (bot-worker.ts) serves it and the page runs it where
// there are no workers: the bot helper's request in (analysis/bot/request.ts: plain JSON), the
// placement the bot chooses out.
import { answerBotRequest, type BotAnswer, type BotRequest } from "../analysis/bot/request.ts";
import { STRENGTHS, type Strength } from "../analysis/bot/strengths.ts";

/** The strengths the app offers, weakest first. */
export const APP_BOTS: readonly Strength[] = STRENGTHS;
export type AppBot = Strength;

export const botJobs = {
  choose: (request: BotRequest): BotAnswer => answerBotRequest(request),
};
