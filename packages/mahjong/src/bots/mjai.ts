// One seat over mjai, the protocol Riichi AIs are matched with: the table sends events as JSON
// (one event or an array of events per line), the seat answers every line with one action, or
// `{"type":"none"}` when the last event asks nothing of it. The seat rebuilds its view from the
// events alone (it is never told the wall or another hand) and asks the same bot as the app's.
import { InputError } from "@arcade/core";
import { isWinningHand } from "../analysis/agari.ts";
import type { Tile } from "../analysis/tiles.ts";
import type { Wind } from "../rules/score/situation.ts";
import { decide, type BotStrength } from "./decide.ts";
import { parseMjaiTile as tileAt, printMjaiTile as name } from "./mjai-tiles.ts";
import { canKyuushu, canOpenKan, canPon, canRon, chiOptions, distinctTiles, riichiDiscards, swapForbidden, winScores, type SeatMemory } from "./seat-rules.ts";
import { handCounts, type BotAction, type BotView, type TurnPrompt } from "./view.ts";

type Json = Record<string, unknown>;
const NONE = { type: "none" } as const;
const WINDS: Record<string, Wind> = { E: 0, S: 1, W: 2, N: 3 };

export class MjaiSeat {
  private seat: number;
  private view: BotView | null = null;
  private memory: SeatMemory = { passedSinceDiscard: false, passedAfterRiichi: false, doubleRiichi: false };
  private turn = 0;
  /** Kinds the seat may not discard right after its own chi or pon. */
  private forbidden: number[] = [];
  /** The discard chosen with a riichi, sent once the table echoes the riichi. */
  private pendingRiichi: Tile | null = null;
  /** The tile drawn this turn (for tsumogiri), null after a call. */
  private drawn: Tile | null = null;

  constructor(
    private readonly strength: BotStrength,
    seat = 0,
  ) {
    this.seat = seat;
  }

  /** Answers one line of the protocol. */
  respond(line: string): Json {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new InputError("is not JSON", "mjai line");
    }
    const events = Array.isArray(parsed) ? parsed : [parsed];
    if (events.length === 0) throw new InputError("is an empty array of events", "mjai line");
    let answer: Json = NONE;
    events.forEach((e, i) => {
      if (typeof e !== "object" || e === null || typeof (e as Json).type !== "string") throw new InputError(`event ${i + 1} has no "type"`, "mjai line");
      answer = this.apply(e as Json, `event ${i + 1} (${String((e as Json).type)})`);
    });
    return answer;
  }

  private apply(e: Json, where: string): Json {
    switch (e.type) {
      case "start_game":
        if (typeof e.id === "number") this.seat = e.id;
        return NONE;
      case "start_kyoku":
        this.startKyoku(e, where);
        return NONE;
      case "tsumo":
        return this.onTsumo(e, where);
      case "dahai":
        return this.onDahai(e, where);
      case "chi":
      case "pon":
      case "daiminkan":
        return this.onCall(e, where);
      case "ankan":
      case "kakan":
        return this.onKan(e, where);
      case "reach":
        return this.onReach(e, where);
      case "dora":
        this.need(where).doraIndicators.push(tileAt(e.dora_marker, `${where}: dora_marker`).kind);
        return NONE;
      case "reach_accepted":
        if (Array.isArray(e.scores)) this.need(where).scores = (e.scores as unknown[]).map(Number);
        return NONE;
      default:
        // hora, ryukyoku, end_kyoku, end_game, hello, error: nothing to decide.
        return NONE;
    }
  }

  private need(where: string): BotView {
    if (this.view === null) throw new InputError("came before any start_kyoku", where);
    return this.view;
  }

  private actorOf(e: Json, where: string): number {
    const a = e.actor;
    if (typeof a !== "number" || !Number.isInteger(a) || a < 0 || a > 3) throw new InputError(`"actor" must be a seat 0–3, got ${JSON.stringify(a)}`, where);
    return a;
  }

  private startKyoku(e: Json, where: string): void {
    const tehais = e.tehais;
    if (!Array.isArray(tehais) || tehais.length !== 4) throw new InputError('"tehais" must hold four hands', where);
    const mine = tehais[this.seat] as unknown[];
    if (!Array.isArray(mine) || mine.length !== 13) throw new InputError(`the seat's hand must have 13 tiles`, `${where}: tehais[${this.seat}]`);
    const kyoku = Number(e.kyoku ?? 1);
    const oya = typeof e.oya === "number" ? e.oya : kyoku - 1;
    this.view = {
      seat: this.seat,
      dealer: oya,
      roundWind: typeof e.bakaze === "string" ? (WINDS[e.bakaze] ?? 0) : 0,
      hand: mine.map((t, i) => tileAt(t, `${where}: tehais[${this.seat}][${i}]`)),
      melds: [[], [], [], []],
      rivers: [[], [], [], []],
      riichiTurn: [-1, -1, -1, -1],
      doraIndicators: [tileAt(e.dora_marker, `${where}: dora_marker`).kind],
      scores: Array.isArray(e.scores) ? (e.scores as unknown[]).map(Number) : [25000, 25000, 25000, 25000],
      honba: Number(e.honba ?? 0),
      sticks: Number(e.kyotaku ?? 0),
      wallLeft: 70,
    };
    this.memory = { passedSinceDiscard: false, passedAfterRiichi: false, doubleRiichi: false };
    this.turn = 0;
    this.forbidden = [];
    this.pendingRiichi = null;
    this.drawn = null;
  }

  private onTsumo(e: Json, where: string): Json {
    const view = this.need(where);
    view.wallLeft = Math.max(0, view.wallLeft - 1);
    if (this.actorOf(e, where) !== this.seat) return NONE;
    const tile = tileAt(e.pai, `${where}: pai`);
    view.hand.push(tile);
    this.drawn = tile;
    this.forbidden = [];
    return this.answerTurn(view);
  }

  private answerTurn(view: BotView): Json {
    const riichi = view.riichiTurn[this.seat]! >= 0;
    const counts = handCounts(view);
    const canTsumo = this.drawn !== null && isWinningHand(counts) && winScores(view, this.memory, this.drawn, true, counts);
    const discards = riichi && this.drawn !== null ? [this.drawn] : distinctTiles(view.hand).filter((t) => !this.forbidden.includes(t.kind));
    const prompt: TurnPrompt = {
      kind: "turn",
      canTsumo,
      discards,
      riichiDiscards: this.drawn === null ? [] : riichiDiscards(view),
      kans: this.drawn === null || riichi ? [] : this.kanOptions(view),
      canKyuushu: this.drawn !== null && canKyuushu(view),
    };
    return this.toMjai(decide(view, prompt, this.strength), view);
  }

  private kanOptions(view: BotView): TurnPrompt["kans"] {
    const counts = handCounts(view);
    const out: TurnPrompt["kans"] = [];
    if (view.wallLeft === 0) return out;
    for (let k = 0; k < counts.length; k++) if (counts[k] === 4) out.push({ type: "closedKan", kind: k });
    for (const m of view.melds[this.seat]!) if (m.type === "pon" && counts[m.tiles[0]!.kind]! > 0) out.push({ type: "addedKan", kind: m.tiles[0]!.kind });
    return out;
  }

  private onDahai(e: Json, where: string): Json {
    const view = this.need(where);
    const actor = this.actorOf(e, where);
    const tile = tileAt(e.pai, `${where}: pai`);
    view.rivers[actor]!.push({ tile, tsumogiri: e.tsumogiri === true, riichi: false, turn: this.turn++, calledAway: false });
    if (actor === this.seat) {
      const i = view.hand.findIndex((t) => t.kind === tile.kind && t.red === tile.red);
      if (i < 0) throw new InputError(`the seat discarded ${name(tile)}, which it does not hold`, where);
      view.hand.splice(i, 1);
      this.memory.passedSinceDiscard = false;
      this.drawn = null;
      return NONE;
    }
    const ron = canRon(view, this.memory, tile);
    const answer = decide(
      view,
      { kind: "claim", tile, from: actor, canRon: ron, canPon: canPon(view, tile), canKan: canOpenKan(view, tile), chis: chiOptions(view, tile, actor) },
      this.strength,
    );
    if (answer.type !== "ron") this.notePass(view, tile);
    return this.toMjai(answer, view, { tile, from: actor });
  }

  /** Letting a winning tile go makes the seat furiten (until its discard, or for good in riichi). */
  private notePass(view: BotView, tile: Tile): void {
    const counts = handCounts(view);
    counts[tile.kind]!++;
    if (!isWinningHand(counts)) return;
    this.memory.passedSinceDiscard = true;
    if (view.riichiTurn[this.seat]! >= 0) this.memory.passedAfterRiichi = true;
  }

  private onCall(e: Json, where: string): Json {
    const view = this.need(where);
    const actor = this.actorOf(e, where);
    const target = Number(e.target);
    const tile = tileAt(e.pai, `${where}: pai`);
    const consumed = Array.isArray(e.consumed) ? (e.consumed as unknown[]).map((t, i) => tileAt(t, `${where}: consumed[${i}]`)) : [];
    const river = view.rivers[target];
    const last = river?.[river.length - 1];
    if (last !== undefined) last.calledAway = true;
    const type = e.type === "chi" ? "chi" : e.type === "pon" ? "pon" : "openKan";
    view.melds[actor]!.push({ type, tiles: [tile, ...consumed] });
    if (actor !== this.seat) return NONE;
    for (const c of consumed) this.removeFromHand(view, c, where);
    this.drawn = null;
    if (type === "openKan") return NONE; // the replacement draw comes as a tsumo
    this.forbidden = swapForbidden(
      tile.kind,
      consumed.map((c) => c.kind),
      type,
    );
    return this.answerTurn(view);
  }

  private onKan(e: Json, where: string): Json {
    const view = this.need(where);
    const actor = this.actorOf(e, where);
    const consumed = Array.isArray(e.consumed) ? (e.consumed as unknown[]).map((t, i) => tileAt(t, `${where}: consumed[${i}]`)) : [];
    if (e.type === "ankan") {
      view.melds[actor]!.push({ type: "closedKan", tiles: consumed });
      if (actor === this.seat) for (const c of consumed) this.removeFromHand(view, c, where);
      return NONE;
    }
    const tile = tileAt(e.pai, `${where}: pai`);
    const pon = view.melds[actor]!.find((m) => m.type === "pon" && m.tiles[0]!.kind === tile.kind);
    if (pon !== undefined) {
      pon.type = "addedKan";
      pon.tiles.push(tile);
    }
    if (actor === this.seat) {
      this.removeFromHand(view, tile, where);
      return NONE;
    }
    // Chankan: another seat adds to a pon the tile this seat waits on.
    return canRon(view, this.memory, tile) ? { type: "hora", actor: this.seat, target: actor, pai: name(tile) } : NONE;
  }

  private onReach(e: Json, where: string): Json {
    const view = this.need(where);
    const actor = this.actorOf(e, where);
    view.riichiTurn[actor] = this.turn;
    if (actor !== this.seat || this.pendingRiichi === null) return NONE;
    if (view.rivers[this.seat]!.length === 0 && view.melds.every((m) => m.length === 0)) this.memory.doubleRiichi = true;
    const tile = this.pendingRiichi;
    this.pendingRiichi = null;
    return this.dahai(tile);
  }

  private removeFromHand(view: BotView, tile: Tile, where: string): void {
    let i = view.hand.findIndex((t) => t.kind === tile.kind && t.red === tile.red);
    if (i < 0) i = view.hand.findIndex((t) => t.kind === tile.kind);
    if (i < 0) throw new InputError(`the seat called with ${name(tile)}, which it does not hold`, where);
    view.hand.splice(i, 1);
  }

  private dahai(tile: Tile): Json {
    const d = this.drawn;
    return { type: "dahai", actor: this.seat, pai: name(tile), tsumogiri: d !== null && d.kind === tile.kind && d.red === tile.red };
  }

  private toMjai(action: BotAction, view: BotView, claim?: { tile: Tile; from: number }): Json {
    const actor = this.seat;
    switch (action.type) {
      case "discard":
        if (action.riichi) {
          this.pendingRiichi = action.tile;
          return { type: "reach", actor };
        }
        return this.dahai(action.tile);
      case "tsumo":
        return { type: "hora", actor, target: actor, pai: name(this.drawn!) };
      case "ron":
        return { type: "hora", actor, target: claim!.from, pai: name(claim!.tile) };
      case "kyuushu":
        return { type: "ryukyoku", actor };
      case "kan": {
        const tiles = view.hand.filter((t) => t.kind === action.kind);
        if (action.kan === "closedKan") return { type: "ankan", actor, consumed: tiles.map(name) };
        const pon = view.melds[actor]!.find((m) => m.type === "pon" && m.tiles[0]!.kind === action.kind)!;
        return { type: "kakan", actor, pai: name(tiles[0]!), consumed: pon.tiles.map(name) };
      }
      case "pon": {
        const used = view.hand.filter((t) => t.kind === claim!.tile.kind).slice(0, 2);
        return { type: "pon", actor, target: claim!.from, pai: name(claim!.tile), consumed: used.map(name) };
      }
      case "openKan": {
        const used = view.hand.filter((t) => t.kind === claim!.tile.kind);
        return { type: "daiminkan", actor, target: claim!.from, pai: name(claim!.tile), consumed: used.map(name) };
      }
      case "chi":
        return { type: "chi", actor, target: claim!.from, pai: name(claim!.tile), consumed: action.with.map(name) };
      case "pass":
        return NONE;
    }
  }
}
