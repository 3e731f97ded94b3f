// The versus bot's job, as the bot worker (bot-worker.ts) serves it and the page runs it where
// there are no workers: a position in, the placement the bot chooses out. Requests are plain JSON
// (the field in the text format, pairs as letters) so they cross to the worker unchanged.
import { InputError } from "@arcade/core";
import { chooseMove } from "../analysis/bot.ts";
import { parseField } from "../rules/field-text.ts";
import { parsePairList, type Placement } from "../rules/pair.ts";

/** The bots the app offers, weakest first (the first is the default). */
export const APP_BOTS = ["simple"] as const;
export type AppBot = (typeof APP_BOTS)[number];

export interface BotRequest {
  bot: string;
  /** The bot's field, text format. */
  field: string;
  /** The current pair first, then NEXT and NEXT 2 ("RG,BY,GG"). */
  pairs: string;
  /** Nuisance pending against the bot. */
  pending: number;
}

export const botJobs = {
  choose(request: BotRequest): Placement | null {
    if (!(APP_BOTS as readonly string[]).includes(request.bot)) throw new InputError(`unknown bot ${JSON.stringify(request.bot)}`, "bot");
    const field = parseField(request.field);
    const pairs = parsePairList(request.pairs);
    return chooseMove(field, pairs.slice(0, 2), { pending: request.pending })?.placement ?? null;
  },
};
