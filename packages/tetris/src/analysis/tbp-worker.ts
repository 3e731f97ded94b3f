// The bot as a TBP Web Worker, for any TBP frontend on the web:
// `new Worker(new URL("./tbp-worker.ts", import.meta.url), { type: "module" })`, optionally with
// `?bot=easy|medium|hard|expert|survivor` on the script URL (expert by default) and `&seed=S`, the
// game's seed its form and misdrops are drawn from (tbp/session.ts; "tbp" by default). It sends `info`
// as soon as it starts, then answers each posted TBP message object as tbp/session.ts does. A
// malformed message is answered with an `error` naming the field; `quit` closes the worker.
import { BOTS, isBotName } from "./bot.ts";
import { parseFrontendMessage, TbpError, type BotMessage } from "./tbp/messages.ts";
import { TbpBot } from "./tbp/session.ts";

interface WorkerScope {
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  postMessage(message: BotMessage): void;
  close?(): void;
  location?: { href: string };
}

const scope = globalThis as unknown as WorkerScope;
const params = scope.location ? new URL(scope.location.href).searchParams : null;
const asked = params?.get("bot") ?? null;
const seed = params?.get("seed") ?? undefined;
const bot = new TbpBot({ bot: asked !== null && isBotName(asked) ? BOTS[asked] : BOTS.expert, ...(seed ? { seed } : {}) });

scope.postMessage(bot.info());
scope.addEventListener("message", (event) => {
  let replies: BotMessage[];
  try {
    const message = parseFrontendMessage(event.data);
    replies = message === null ? [] : bot.handle(message);
  } catch (e) {
    if (!(e instanceof TbpError)) throw e;
    replies = [{ type: "error", reason: e.message }];
  }
  for (const reply of replies) scope.postMessage(reply);
  if (bot.finished) scope.close?.();
});
