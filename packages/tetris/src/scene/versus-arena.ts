// What runs a versus frame by frame, without drawing: the games, who plays each (a person through
// a Controller, the bot, or a replay), and the garbage between them. Three kinds:
// - MatchArena: you against the bot, or two people, through VersusMatch; both games are recorded
//   (garbage included), so each side's replay re-runs alone.
// - ChallengeArena: one person against the seed's garbage schedule (ChallengeRun), with the
//   challenger's verified game playing beside it when there is one.
// - WatchArena (watch-arena.ts): recorded games played back side by side through core's ReplayViewer.
import type { Replay } from "@arcade/core";
import type { MatchView } from "../analysis/bot.ts";
import type { VersusBot } from "../analysis/versus-bot.ts";
import { VersusMatch, matchViewOf } from "../analysis/versus.ts";
import type { ChallengeRun, ChallengeResult } from "../analysis/challenge.ts";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { ReplayPlayer, type GameRecorder } from "../rules/replay.ts";
import type { PlayAction } from "../rules/types.ts";
import type { Controller } from "./controller.ts";

const FRAME_MS = 1000 / FRAMES_PER_SECOND;

/** Garbage on its way to a side: lines still waiting out their delay, and lines ready to rise. */
export interface Incoming {
  waiting: number;
  ready: number;
}

/** One side's numbers for the results. */
export interface SideStats {
  sent: number;
  received: number;
  attack: number;
  pieces: number;
  lines: number;
  frames: number;
}

export interface Arena {
  readonly games: readonly TetrisGame[];
  /** The side a person plays, with their controller, or null for the bot and replays. */
  controller(side: number): Controller | null;
  /** One frame: every side's inputs, then the ticks. `onAction` hears each successful player action. */
  step(onAction: (side: number, action: PlayAction) => void): void;
  incoming(side: number): Incoming;
  stats(side: number): SideStats | null;
  readonly over: boolean;
  /** Nothing moves by itself now (a watched replay paused from its bar): the screen need not draw. */
  readonly still?: boolean;
}

export function incomingOf(list: readonly { lines: number; readyAt: number }[], frame: number): Incoming {
  let waiting = 0;
  let ready = 0;
  for (const g of list) {
    if (g.readyAt <= frame) ready += g.lines;
    else waiting += g.lines;
  }
  return { waiting, ready };
}

/** Who plays a side. A bot is made for its recorder, with its view of the match (garbage waiting against it, attack multiplier). */
export type Seat = { kind: "person"; controller: Controller } | { kind: "bot"; bot: (recorder: GameRecorder, match: () => MatchView) => VersusBot };

/** You against the bot, or two people: two recorded games and VersusMatch between them. */
export class MatchArena implements Arena {
  readonly games: readonly TetrisGame[];
  readonly match: VersusMatch;
  private readonly seats: ({ kind: "person"; controller: Controller } | { kind: "bot"; bot: VersusBot })[];
  private frame = 0;

  constructor(
    readonly recorders: readonly [GameRecorder, GameRecorder],
    seats: readonly [Seat, Seat],
  ) {
    this.games = recorders.map((r) => r.game);
    this.match = new VersusMatch({ seed: recorders[0].game.config.seed, games: recorders });
    this.seats = seats.map((seat, side) =>
      seat.kind === "bot" ? { kind: "bot" as const, bot: seat.bot(recorders[side]!, () => this.matchView(side)) } : seat,
    );
  }

  /**
   * What a bot on `side` is told of the match: the garbage waiting against it, the attack
   * multiplier now, the opponent's room and its threat (the most it could send in its next two
   * pieces, as bot games tell the expert; about 0.1 ms, once per bot move).
   */
  private matchView(side: number): MatchView {
    return matchViewOf(this.match, side, this.frame, true);
  }

  controller(side: number): Controller | null {
    const seat = this.seats[side];
    return seat?.kind === "person" ? seat.controller : null;
  }

  get over(): boolean {
    return this.match.result !== null;
  }

  step(onAction: (side: number, action: PlayAction) => void): void {
    const frame = this.frame;
    for (const side of [0, 1] as const) {
      const recorder = this.recorders[side];
      const seat = this.seats[side]!;
      if (recorder.game.over !== null) continue;
      if (seat.kind === "bot") {
        seat.bot.step(frame);
      } else {
        const input = seat.controller.frame(frame * FRAME_MS);
        recorder.setSoftDrop(input.softDropHeld);
        for (const action of input.actions) {
          if (recorder.apply(action)) onAction(side, action);
          this.match.update(side, frame);
        }
      }
      this.match.update(side, frame);
    }
    for (const side of [0, 1] as const) {
      const recorder = this.recorders[side];
      if (recorder.game.over !== null || this.over) continue;
      recorder.tick();
      this.match.update(side, frame + 1);
    }
    this.frame++;
  }

  incoming(side: number): Incoming {
    return incomingOf(this.match.players[side]!.incoming, this.frame);
  }

  stats(side: number): SideStats {
    const player = this.match.players[side]!;
    const game = player.game;
    return { sent: player.sent, received: player.received, attack: player.attack, pieces: game.pieces, lines: game.lines, frames: game.frame };
  }

  replays(): [Replay, Replay] {
    return [this.recorders[0].replay(), this.recorders[1].replay()];
  }
}

/** A challenge: you against the seed's garbage, and the challenger's game (if any) beside you. */
export class ChallengeArena implements Arena {
  readonly games: readonly TetrisGame[];
  private readonly ghost: ReplayPlayer | null;

  constructor(
    readonly run: ChallengeRun,
    private readonly person: Controller,
    readonly challenger: { name: string; result: ChallengeResult; replay: Replay } | null,
  ) {
    this.ghost = challenger && new ReplayPlayer(challenger.replay);
    this.games = this.ghost ? [run.game, this.ghost.game] : [run.game];
  }

  controller(side: number): Controller | null {
    return side === 0 ? this.person : null;
  }

  get over(): boolean {
    return this.run.over;
  }

  step(onAction: (side: number, action: PlayAction) => void): void {
    const input = this.person.frame(this.run.game.frame * FRAME_MS);
    this.run.setSoftDrop(input.softDropHeld);
    for (const action of input.actions) if (this.run.input(action)) onAction(0, action);
    this.run.tick();
    if (this.ghost && !this.ghost.done) this.ghost.step();
  }

  incoming(side: number): Incoming {
    return side === 0 ? incomingOf(this.run.incoming, this.run.game.frame) : { waiting: 0, ready: 0 };
  }

  /** Your numbers; the challenger's replay has no live count of lines sent (their results came with the challenge). */
  stats(side: number): SideStats | null {
    if (side !== 0) return null;
    const result = this.run.result();
    return { sent: result.sent, received: result.received, attack: result.attack, pieces: result.pieces, lines: result.lines, frames: result.frames };
  }
}

/** Recorded games played back side by side: core's ReplayViewer on one timeline (watch-arena.ts; the type only here: that file needs the browser entry). */
export type { WatchArena } from "./watch-arena.ts";
