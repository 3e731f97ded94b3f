// The versus bot as a player: its own frame-stepped game (player 1, recorded, so a reload resumes
// it exactly), its choice made in the bot worker (core's WorkerClient; in the page where there
// are no workers), and its inputs played at a human pace through AutoPlayer. The session sends
// each side's nuisance to the other.
import { parseReplay, replayToJSON, type Replay, type ReplayJSON } from "@arcade/core";
import { WorkerClient } from "@arcade/core/stage";
import { AutoPlayer } from "../rules/autoplay.ts";
import { botByName } from "../analysis/bot/bots.ts";
import { framesPerInput } from "../analysis/bot/pace.ts";
import { botRequest } from "../analysis/bot/request.ts";
import type { Placement } from "../rules/pair.ts";
import { PuyoRecorder, type PuyoConfig } from "../rules/replay.ts";
import type { SteppedGame } from "../rules/stepped.ts";
import { APP_BOTS, botJobs, type AppBot } from "./bot-jobs.ts";

function botClient(): WorkerClient<typeof botJobs> {
  return new WorkerClient<typeof botJobs>({
    create: () => new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" }),
    inPage: botJobs,
    name: "bot",
  });
}

export class BotOpponent {
  private readonly hands: AutoPlayer;
  /** The pair index the bot was asked about, and its answer once it came. */
  private asked = -1;
  private answer: { index: number; placement: Placement | null } | null = null;

  constructor(
    readonly recorder: PuyoRecorder,
    readonly bot: AppBot,
    private readonly client: WorkerClient<typeof botJobs>,
  ) {
    // The bot's pace: the one the CLI's versus measures it at.
    this.hands = new AutoPlayer(recorder.game, framesPerInput(botByName(bot).secondsPerPair));
  }

  static create(config: PuyoConfig, bot: AppBot): BotOpponent {
    return new BotOpponent(new PuyoRecorder({ ...config, options: { ...config.options, player: 1, undo: false } }), bot, botClient());
  }

  static resume(replay: Replay, bot: AppBot): BotOpponent {
    return new BotOpponent(PuyoRecorder.resume(replay), bot, botClient());
  }

  /** The bot's side of a kept game, as `kept` wrote it in its extras; null when there is none or its bot is not one of the app's. */
  static fromKept(saved: unknown): BotOpponent | null {
    const { name, replay } = (saved ?? {}) as { name?: unknown; replay?: unknown };
    return APP_BOTS.includes(name as AppBot) ? BotOpponent.resume(parseReplay(replay), name as AppBot) : null;
  }

  /** The bot's side as a kept game keeps it beside your record (core's kept extras): its strength and its record. */
  kept(): { name: AppBot; replay: ReplayJSON } {
    return { name: this.bot, replay: replayToJSON(this.recorder.replay()) };
  }

  /** Stops the worker (the game is left). */
  destroy(): void {
    this.client.destroy();
  }

  get game(): SteppedGame {
    return this.recorder.game;
  }

  /** The frame's inputs (before the tick): ask the worker for a new pair, play the answer's inputs. */
  act(opponent: SteppedGame): void {
    const stepped = this.recorder.game;
    const index = stepped.game.index;
    if (this.hands.waiting) {
      if (this.answer?.index === index) {
        this.hands.choose(this.answer.placement);
        this.answer = null;
      } else if (this.asked !== index) {
        this.asked = index;
        const game = stepped.game;
        const request = botRequest(this.bot, {
          field: game.field,
          pairs: game.pairsPreview(),
          pending: game.pending,
          // Your chain still playing: its nuisance lands on the bot when it ends.
          incoming: opponent.attacking,
          opponent: { field: opponent.game.field, pairs: opponent.game.pairsPreview(), pending: opponent.game.pending, busy: opponent.phase === "resolve" },
        });
        this.client.run("choose", request, {
          result: (answer) => (this.answer = { index, placement: answer.placement }),
          error: () => (this.answer = { index, placement: null }),
        });
      }
    }
    for (const action of this.hands.due()) this.recorder.apply(action);
  }
}
