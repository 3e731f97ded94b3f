// One game of Guideline Tetris, frame by frame. Mutable on purpose: a frame must cost far less
// than 0.1 ms, so the active piece moves in place and only a lock allocates (a new board).
//
// Timing choices (documented because players notice them):
// - No ARE and no line-clear delay: the next piece spawns in the same instant the last one locks,
//   like TETR.IO's defaults, so a replay's frames are pure input timing.
// - Spawn (reference §1, Cold Clear): rotation 0 with the centre at (4, 19), else (4, 20), else
//   block out. Lock out: a piece locks with all four minos at y ≥ 20.
// - Lock delay: see falling.ts. Modes (levels, goals, zen's endless board): see modes.ts.
import { InputError, describeValue as describe } from "@arcade/core";
import { addGarbage } from "../garbage.ts";
import { dropDistance, emptyBoard, fits } from "./board.ts";
import { validateConfig, type ValidConfig } from "./config.ts";
import { FallingPiece } from "./falling.ts";
import { SUBROWS_PER_ROW, softDropSubrows } from "./gravity.ts";
import { lockPiece, type ChainState } from "./lock.ts";
import { MODE_RULES, type ModeRules } from "./modes.ts";
import { bagSource, fixedSource, type PieceSource } from "./queue.ts";
import { HARD_DROP_POINTS, SOFT_DROP_POINTS } from "./scoring.ts";
import { copyStats, countLock, emptyStats, type GameStats } from "./stats.ts";
import type { ActivePiece, Board, GameConfig, GameEvent, GameOverReason, LockResult, PieceType, PlayAction } from "./types.ts";

export const SPAWN_X = 4;
/** Spawn centre rows, tried in order (Cold Clear): the Guideline's spawn row 20 dropped by one first. */
export const SPAWN_ROWS: readonly number[] = [19, 20];
/** Events kept when nobody drains them (a headless run), so memory stays bounded. */
const MAX_EVENTS = 1024;

export class TetrisGame {
  readonly config: Readonly<ValidConfig>;
  private readonly rules: ModeRules;
  private readonly source: PieceSource;
  private _board: Board;
  private falling: FallingPiece | null = null;
  private _hold: PieceType | null;
  private _holdUsed = false;
  private _score = 0;
  private _lines = 0;
  private chain: ChainState;
  private _frame = 0;
  private _over: GameOverReason | null = null;
  private _pieces = 0;
  private _lastLock: LockResult | null = null;
  private readonly _stats = emptyStats();
  private events: GameEvent[] = [];
  private gravityUnits = 0;
  private softDropUnits = 0;

  /** Throws InputError (its `where` names the field) for a bad config. */
  constructor(config: GameConfig) {
    this.config = validateConfig(config);
    this.rules = MODE_RULES[this.config.mode];
    this.source = this.config.queue ? fixedSource(this.config.queue) : bagSource(this.config.seed);
    this._board = this.config.board ? this.config.board.slice() : emptyBoard();
    this._hold = this.config.hold;
    this.chain = { level: this.rules.levelFor(0), backToBack: false, combo: -1 };
    this.updateSpeed();
    this.spawnNext();
  }

  /** The locked minos. A snapshot: the game replaces the array on every lock and never edits it. */
  get board(): Board {
    return this._board;
  }
  /** A copy of the falling piece; null once the game is over. */
  get active(): ActivePiece | null {
    return this.falling && { ...this.falling.piece };
  }
  get hold(): PieceType | null {
    return this._hold;
  }
  /** Hold was used by the current piece (it is allowed again after the next lock). */
  get holdUsed(): boolean {
    return this._holdUsed;
  }
  get score(): number {
    return this._score;
  }
  get level(): number {
    return this.chain.level;
  }
  get lines(): number {
    return this._lines;
  }
  /** −1 = no combo, 0 = the first clear of a chain, then 1, 2, … */
  get combo(): number {
    return this.chain.combo;
  }
  /** The last line clear was difficult: the next difficult one gets the B2B bonus. */
  get backToBack(): boolean {
    return this.chain.backToBack;
  }
  /** Frames simulated (ticks): a sprint's time. */
  get frame(): number {
    return this._frame;
  }
  get over(): GameOverReason | null {
    return this._over;
  }
  /** Pieces locked. */
  get pieces(): number {
    return this._pieces;
  }
  get lastLock(): LockResult | null {
    return this._lastLock;
  }
  get stats(): GameStats {
    return copyStats(this._stats);
  }

  /** The next `n` pieces: the seed's bag, or what is left of a fixed queue. */
  next(n = 5): PieceType[] {
    return this.source.peek(n);
  }

  /** Where a hard drop would put the piece. */
  ghost(): ActivePiece | null {
    if (!this.falling) return null;
    const piece = this.falling.piece;
    return { ...piece, y: piece.y - dropDistance(this._board, piece) };
  }

  /** Events since the last call, oldest first, for the scene's sounds and effects. */
  drainEvents(): GameEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  /**
   * An independent copy of the whole game (board, piece in play with its lock delay, hold, queue
   * position, score, chain, stats), for a search that tries moves ahead. Pending events are not
   * copied.
   */
  clone(): TetrisGame {
    const copy = Object.create(TetrisGame.prototype) as TetrisGame;
    // The board is never edited in place (a lock makes a new one), so sharing it is safe.
    Object.assign(copy, this, {
      source: this.source.clone(),
      falling: this.falling && this.falling.clone(),
      chain: { ...this.chain },
      _stats: copyStats(this._stats),
      events: [],
    });
    return copy;
  }

  /**
   * Versus garbage: rows pushed in under the stack, in the order of `holes` (garbage.ts's
   * `addGarbage`), right now. A piece in play that the rising stack now overlaps moves up with it.
   * Minos pushed off the top of the matrix are a top-out ("garbageOut"; zen empties the board and
   * goes on). Returns whether the game topped out. No rows (or a game already over) changes nothing.
   */
  addGarbage(holes: readonly number[]): boolean {
    if (this._over !== null || holes.length === 0) return false;
    const raised = addGarbage(this._board, holes);
    this._board = raised.board;
    const stuck = this.falling !== null && !this.falling.liftOut(this._board, holes.length);
    if (!raised.toppedOut && !stuck) return false;
    const type = this.falling?.piece.type;
    // Zen goes on with an empty board: a piece that could not stay where it was starts over at spawn.
    if (this.survive("garbageOut") && stuck && type !== undefined) this.spawn(type);
    return true;
  }

  /** Does one action now. Returns whether anything happened; an action that fails changes nothing. */
  apply(action: PlayAction): boolean {
    const falling = this.falling;
    if (this._over !== null || falling === null) return false;
    let done: boolean;
    switch (action) {
      case "left":
      case "right":
      case "leftWall":
      case "rightWall":
        done = falling.shift(this._board, action.startsWith("left") ? -1 : 1, action.endsWith("Wall"));
        break;
      case "cw":
      case "ccw":
        done = falling.turn(this._board, action);
        break;
      case "180":
        done = this.config.allow180 && falling.turn(this._board, "180");
        break;
      case "softDrop":
      case "sonicDrop":
        done = this.drop(action === "softDrop" ? 1 : Infinity, SOFT_DROP_POINTS) > 0;
        break;
      case "hardDrop":
        this.drop(Infinity, HARD_DROP_POINTS);
        this.emit({ type: "move", action });
        this.lock();
        return true;
      case "hold":
        return this.swapHold();
      default:
        throw new InputError(`is not a play action: ${describe(action)}`, "action");
    }
    if (done) this.emit({ type: "move", action });
    return done;
  }

  /** One 1/60 s frame: gravity or soft drop (1 point per row), lock delay, the mode's clock. */
  tick(softDropHeld: boolean): void {
    const falling = this.falling;
    if (this._over !== null || falling === null) return;
    this._frame++;
    const speed = softDropHeld ? this.softDropUnits : this.gravityUnits;
    const points = softDropHeld ? SOFT_DROP_POINTS : 0;
    if (speed === Infinity) {
      this.drop(Infinity, points);
    } else {
      falling.subrows += speed;
      const rows = Math.floor(falling.subrows / SUBROWS_PER_ROW);
      // Landing drops the rest of the fall: a grounded piece banks nothing for when it slides off.
      if (rows > 0) falling.subrows = this.drop(rows, points) < rows ? 0 : falling.subrows - rows * SUBROWS_PER_ROW;
    }
    if (falling.grounded(this._board) && falling.lockFrame()) this.lock();
    const limit = this.rules.timeLimitFrames;
    if (this._over === null && limit !== null && this._frame >= limit) this.end("finished");
  }

  /** Drops the piece up to `rows` rows, scoring `pointsPerRow` each; returns rows fallen. */
  private drop(rows: number, pointsPerRow: number): number {
    const fallen = this.falling!.fall(this._board, rows);
    this._score += fallen * pointsPerRow;
    if (pointsPerRow === SOFT_DROP_POINTS) this._stats.softDropRows += fallen;
    if (pointsPerRow === HARD_DROP_POINTS) this._stats.hardDropRows += fallen;
    return fallen;
  }

  private swapHold(): boolean {
    if (this._holdUsed) return false;
    const next = this._hold ?? this.source.take();
    if (next === null) return false;
    const held = this.falling!.piece.type;
    this._hold = held;
    this._holdUsed = true;
    this._stats.holds++;
    this.emit({ type: "hold", piece: held });
    this.spawn(next);
    return true;
  }

  private lock(): void {
    const { piece, lastRotation } = this.falling!;
    const locked = lockPiece(this._board, piece, lastRotation, this.chain);
    this._board = locked.board;
    this._score += locked.result.points;
    this._lines += locked.result.lines;
    this._pieces++;
    this._lastLock = locked.result;
    countLock(this._stats, locked.result);
    this.falling = null;
    this._holdUsed = false;
    this.emit({ type: "lock", result: locked.result });
    const level = this.rules.levelFor(this._lines);
    this.chain = { ...locked.chain, level };
    if (level > locked.chain.level) {
      this.updateSpeed();
      this.emit({ type: "levelUp", level });
    }
    const goal = this.rules.goalLines;
    if (goal !== null && this._lines >= goal) return this.end("finished");
    if (locked.lockOut && !this.survive("lockOut")) return;
    this.spawnNext();
  }

  private spawnNext(): void {
    const type = this.source.take();
    if (type === null) this.end("queueEmpty");
    else this.spawn(type);
  }

  private spawn(type: PieceType): void {
    const at = (y: number): ActivePiece => ({ type, x: SPAWN_X, y, rotation: 0 });
    let piece = SPAWN_ROWS.map(at).find((p) => fits(this._board, p));
    if (piece === undefined) {
      if (!this.survive("blockOut")) return;
      piece = at(SPAWN_ROWS[0]!);
    }
    this.falling = new FallingPiece(piece);
    this.emit({ type: "spawn", piece: type });
  }

  /** A top-out: zen empties the board and goes on (true); the other modes end (false). */
  private survive(reason: GameOverReason): boolean {
    this._stats.topOuts++;
    if (!this.rules.topOutClearsBoard) {
      this.end(reason);
      return false;
    }
    this._board = emptyBoard();
    return true;
  }

  private end(reason: GameOverReason): void {
    this._over = reason;
    this.falling = null;
    this.emit({ type: "gameOver", reason });
  }

  private updateSpeed(): void {
    this.gravityUnits = this.rules.gravityAt(this.chain.level);
    this.softDropUnits = softDropSubrows(this.gravityUnits, this.config.softDropFactor);
  }

  private emit(event: GameEvent): void {
    if (this.events.length >= MAX_EVENTS) this.events.shift();
    this.events.push(event);
  }
}
