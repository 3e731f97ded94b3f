// Who thinks for the versus bot. Our own bot runs in a Web Worker through core's WorkerClient
// (the frame stays free; in the page where workers are missing), newest question wins. Another
// TBP bot runs from its own worker script (any TBP Web Worker bot, given by URL) and is driven
// through TBP by the pure TbpOpponent. Either way the VersusBot gets { key, actions } answers
// (botSeat: the bot's side of a match, asking its thinker).
import { InputError } from "@arcade/core";
import { WorkerClient } from "@arcade/core/stage";
import type { AdvisorPosition } from "../analysis/advisor.ts";
import type { MatchView, Strength } from "../analysis/bot.ts";
import { TbpOpponent } from "../analysis/tbp/frontend.ts";
import { VersusBot, versusBotJobs, type VersusBotReply } from "../analysis/versus-bot.ts";
import type { Seat } from "./versus-arena.ts";

export interface Thinker {
  /**
   * Asks for a move in this position, in this match (the garbage lines waiting to rise against the
   * bot, the attack multiplier now); the answer comes to the listener with the same key.
   */
  plan(key: string, position: AdvisorPosition, match: MatchView): void;
  listen(listener: (reply: VersusBotReply) => void): void;
  stop(): void;
}

/** The bot's side of a match: a VersusBot at `strength`'s pace whose moves `thinker` works out. */
export function botSeat(strength: Strength, thinker: Thinker): Seat {
  return {
    kind: "bot",
    bot: (recorder, match) => {
      const bot = new VersusBot(recorder, strength, (key, position, view) => thinker.plan(key, position, view), match);
      thinker.listen((reply) => bot.receive(reply));
      return bot;
    },
  };
}

/** Our bot at one strength, in its worker. */
export class BotThinker implements Thinker {
  private readonly client = new WorkerClient<typeof versusBotJobs>({
    create: () => new Worker(new URL("../analysis/versus-worker.ts", import.meta.url), { type: "module" }),
    inPage: versusBotJobs,
    name: "versus bot",
  });
  private listener: ((reply: VersusBotReply) => void) | null = null;

  constructor(
    private readonly seed: string,
    private readonly strength: Strength,
  ) {}

  listen(listener: (reply: VersusBotReply) => void): void {
    this.listener = listener;
  }

  plan(key: string, position: AdvisorPosition, match: MatchView): void {
    this.client.drop();
    const request = { seed: this.seed, strength: this.strength, key, position, ...match };
    this.client.run("plan", request, { result: (reply) => this.listener?.(reply) });
  }

  stop(): void {
    this.client.destroy();
    this.listener = null;
  }
}

/**
 * Reads a TBP bot's script address typed by the player: an http(s) URL, or a path on this site
 * (`base`: the page's address). Returns the absolute URL; an InputError says why it cannot be used.
 */
export function tbpScriptUrl(text: string, base = globalThis.location?.href ?? "http://localhost/"): string {
  const trimmed = text.trim();
  if (trimmed === "") throw new InputError("Type the address of a TBP bot's worker script.");
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    throw new InputError(`"${trimmed}" is not a web address.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new InputError(`The address must start with https:// (got ${url.protocol}).`);
  return url.href;
}

/** Another TBP bot, from its worker script. `problem` is called with a sentence when it fails. */
export class TbpThinker implements Thinker {
  private worker: Worker | null = null;
  private listener: ((reply: VersusBotReply) => void) | null = null;
  private readonly opponent: TbpOpponent;

  constructor(url: string, problem: (message: string) => void) {
    this.opponent = new TbpOpponent((message) => this.worker?.postMessage(message), {
      move: (key, actions) => this.listener?.({ key, actions }),
      problem,
    });
    try {
      const worker = startWorker(url);
      worker.addEventListener("message", (event: MessageEvent<unknown>) => this.opponent.receive(event.data));
      worker.addEventListener("error", () => problem(`The TBP bot at ${url} failed to load or stopped with an error.`));
      this.worker = worker;
    } catch {
      problem(`The TBP bot at ${url} cannot be started here.`);
    }
  }

  listen(listener: (reply: VersusBotReply) => void): void {
    this.listener = listener;
  }

  /** TBP's `start` has no garbage queue: the other bot sees only the board. */
  plan(key: string, position: AdvisorPosition): void {
    this.opponent.plan(key, position);
  }

  stop(): void {
    this.worker?.postMessage({ type: "quit" });
    this.worker?.terminate();
    this.worker = null;
    this.listener = null;
  }
}

/**
 * A classic worker running the script at `url`. A browser starts workers only from the page's own
 * origin, so a bot hosted elsewhere is loaded by a small same-origin (blob) worker that imports it,
 * as web TBP frontends do.
 */
function startWorker(url: string): Worker {
  if (new URL(url).origin === globalThis.location?.origin) return new Worker(url);
  const loader = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url)});`], { type: "text/javascript" }));
  return new Worker(loader);
}
