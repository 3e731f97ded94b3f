// A bot's hands: it turns the placement a bot chose into the inputs that play it (path.ts) and
// hands them out over the frames, one every `framesPerAction` frames (0: all on one frame), so
// the bot plays through the frame-stepped game as a player does. The choice itself comes from
// outside (a bot in analysis/, in the page, a worker or the CLI), so this stays pure.
import type { PuyoGame } from "./game.ts";
import { legalPlacements, type Placement } from "./pair.ts";
import { pathTo } from "./path.ts";
import type { PuyoRecorder } from "./replay.ts";
import type { PlayAction, SteppedGame } from "./stepped.ts";

export class AutoPlayer {
  private plan: PlayAction[] | null = null;
  private nextAt = 0;
  /** The spawn count the plan was made for (a plan never carries over to another pair). */
  private planned = -1;

  constructor(
    private readonly game: SteppedGame,
    private readonly framesPerAction = 0,
  ) {}

  /** Whether the pair under control waits for a placement to be chosen. */
  get waiting(): boolean {
    return this.game.phase === "control" && this.planned !== this.game.game.index;
  }

  /**
   * Plays `placement` with the current pair; a placement the pair cannot reach (or null) falls
   * back to the first reachable one, so the game always goes on.
   */
  choose(placement: Placement | null): void {
    const field = this.game.game.field;
    const from = this.game.pair;
    if (!from) return;
    let path = placement ? pathTo(field, placement, from) : null;
    for (const other of legalPlacements(field, this.game.currentPair)) {
      if (path) break;
      path = pathTo(field, other, from);
    }
    this.plan = path ?? ["drop"];
    this.planned = this.game.game.index;
    this.nextAt = this.game.frame + this.framesPerAction;
  }

  /** The inputs due on this frame (apply them, then tick). */
  due(): PlayAction[] {
    const plan = this.plan;
    if (!plan || plan.length === 0 || this.game.phase !== "control" || this.game.frame < this.nextAt) return [];
    if (this.framesPerAction === 0) {
      this.plan = [];
      return plan;
    }
    this.nextAt = this.game.frame + this.framesPerAction;
    return [plan.shift()!];
  }
}

/** A bot's choice for the pair under control (the game as the placement rules see it). */
export type ChoosePlacement = (game: PuyoGame) => Placement | null;

/** The frames a selfplay may run at most per pair (a bot that never places cannot hang it). */
const MAX_FRAMES_PER_PAIR = 2000;

/**
 * A bot plays `pieces` pairs (or until it tops out) through the frame-stepped game, recorded. It
 * stops once the last pair's turn has ended, so the record's end is that moment.
 */
export function selfplay(recorder: PuyoRecorder, pieces: number, choose: ChoosePlacement, framesPerAction = 0): PuyoRecorder {
  const stepped = recorder.game;
  const hands = new AutoPlayer(stepped, framesPerAction);
  const limit = stepped.frame + MAX_FRAMES_PER_PAIR * (pieces + 1);
  while (!stepped.over && stepped.game.index < pieces && stepped.frame < limit) {
    if (hands.waiting) hands.choose(choose(stepped.game));
    for (const action of hands.due()) recorder.apply(action);
    if (!stepped.over && stepped.game.index < pieces) recorder.tick();
  }
  return recorder;
}
