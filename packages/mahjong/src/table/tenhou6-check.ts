// Re-runs a tenhou.net/6 log through the table's rules, round by round, and reports the first
// thing that does not hold: a discard of a tile not in hand, a call or kan that is not legal, a
// draw that is not the log's, a win whose hand, yaku or points differ from what the scorer gives,
// deltas that differ, or a round whose start scores do not follow from the one before.
//
// How: each round starts from its starting hands and indicators (wall-from.ts); the wall slot a
// draw comes from is filled, just before the decision that leads to it, with the tile the log
// says that seat draws next (swapped in from the undrawn tiles, so all 136 stay accounted for).
// Every decision is taken from the log and applied with `apply`, so it must be legal.
import { InputError } from "@arcade/core";
import { dealHand, drawLive } from "./deal.ts";
import { apply } from "./engine.ts";
import { codeTile, EXHAUSTIVE_NAMES, NAGASHI_NAME, ABORTIVE_JA, WIN_NAME, TSUMOGIRI } from "./tenhou6-codes.ts";
import type { Tenhou6Log, Tenhou6Round } from "./tenhou6-parse.ts";
import { pointsString, yakuStrings } from "./tenhou6-print.ts";
import { isRedId, kindOf, sortIds, type TileId } from "./tile-ids.ts";
import type { Action, HandRecord, Seat, TableRules, TableState } from "./types.ts";
import { wallFrom } from "./wall-from.ts";
import { DEAL_END, DORA_AT, LIVE_END, RINSHAN_AT, tilesLeft, URA_AT } from "./wall.ts";

export interface LogMismatch {
  /** Index of the round in the log (0-based) and its name ("South 2, 1 honba"). */
  round: number;
  roundName: string;
  /** The discard being made or answered when it went wrong (1-based, counted over the round). */
  turn: number;
  seat: Seat | null;
  reason: string;
}

/** ok: every round re-ran as logged; `history` is the rounds as the rules played them (what an export prints). */
export type LogCheck = { ok: true; rounds: number; history: HandRecord[] } | { ok: false; rounds: number; mismatch: LogMismatch };

const WIND_WORDS = ["East", "South", "West", "North"];
export const roundName = (r: Pick<Tenhou6Round, "round" | "honba">) => `${WIND_WORDS[Math.floor(r.round / 4)] ?? "?"} ${(r.round % 4) + 1}, ${r.honba} honba`;

class Mismatch extends Error {
  /** Set where the round's progress is known. */
  turn: number | null = null;
  constructor(
    readonly seat: Seat | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const sameTile = (id: TileId, code: number, rules: TableRules) => {
  const t = codeTile(code)!;
  return kindOf(id) === t.kind && isRedId(id, rules.redFives) === t.red;
};

/** Brings a tile of `code` into wall slot `at` from the undrawn, unfixed places; false if none is left. */
function bring(s: TableState, at: number, code: number, fixed: Set<number>): boolean {
  const h = s.hand;
  if (sameTile(h.wall[at]!, code, s.rules)) return true;
  const places = [];
  for (let p = DEAL_END + h.liveDrawn; p < LIVE_END; p++) places.push(p);
  for (let p = RINSHAN_AT + h.rinshanDrawn; p < h.wall.length; p++) places.push(p);
  const from = places.find((p) => p !== at && !fixed.has(p) && sameTile(h.wall[p]!, code, s.rules));
  if (from === undefined) return false;
  const wall = h.wall.slice();
  [wall[at], wall[from]] = [wall[from]!, wall[at]!];
  s.hand = { ...h, wall };
  return true;
}

interface Cursor {
  takes: number[];
  discards: number[];
  discardsMade: number;
}

function runRound(r: Tenhou6Round, rules: TableRules): TableState {
  const dealer = (r.round % 4) as Seat;
  const haipai = r.haipai.map((codes) => codes.map((c) => codeTile(c)!));
  let wall: TileId[];
  try {
    wall = wallFrom({ dealer, haipai, draws: [], dora: r.dora.map((c) => codeTile(c)!), ura: r.ura.map((c) => codeTile(c)!) }, rules.redFives);
  } catch (error) {
    if (error instanceof InputError) throw new Mismatch(null, `${error.where}: ${error.message}`);
    throw error;
  }
  const fixed = new Set<number>([...r.dora.map((_, i) => DORA_AT + i), ...r.ura.map((_, i) => URA_AT + i)]);
  const s: TableState = {
    rules,
    seed: "log",
    handIndex: 0,
    scores: r.scores.slice(),
    sticks: r.sticks,
    hand: dealHand(wall, r.round, r.honba, r.sticks, r.scores, rules),
    phase: { type: "over" },
    history: [],
  };
  const c: Cursor = { takes: [0, 0, 0, 0], discards: [0, 0, 0, 0], discardsMade: 0 };
  const nextTake = (seat: Seat) => r.takes[seat]![c.takes[seat]!];
  const prepareLive = (seat: Seat) => {
    const t = nextTake(seat);
    if (typeof t === "number" && tilesLeft(state.hand) > 0 && !bring(state, DEAL_END + state.hand.liveDrawn, t, fixed))
      throw new Mismatch(seat, `draws ${t}, but no such tile is left in the wall`);
  };
  const prepareRinshan = (seat: Seat) => {
    const t = nextTake(seat);
    if (typeof t === "number" && !bring(state, RINSHAN_AT + state.hand.rinshanDrawn, t, fixed))
      throw new Mismatch(seat, `draws ${t} after a kan, but no such tile is left`);
  };
  let state = s;
  prepareLive(dealer);
  drawLive(state, dealer);
  let seen = 0;
  const checkDraws = () => {
    for (; seen < state.hand.events.length; seen++) {
      const e = state.hand.events[seen]!;
      if (e.type === "discard") c.discardsMade++;
      if (e.type !== "draw") continue;
      const t = nextTake(e.seat);
      if (typeof t !== "number" || !sameTile(e.tile, t, rules))
        throw new Mismatch(e.seat, `the rules have seat ${e.seat} draw here, the log has ${JSON.stringify(t ?? "nothing")}`);
      c.takes[e.seat]!++;
    }
  };
  checkDraws();
  const wins = winsOf(r);
  const play = (a: Action) => {
    try {
      state = apply(state, a);
    } catch (error) {
      if (error instanceof InputError) throw new Mismatch(a.seat, error.message);
      throw error;
    }
    checkDraws();
  };
  try {
    playRound();
  } catch (error) {
    if (error instanceof Mismatch && error.turn === null) error.turn = c.discardsMade + (state.phase.type === "turn" ? 1 : 0);
    throw error;
  }
  return state;

  function playRound(): void {
    while (state.history.length === 0) {
      const phase = state.phase;
      if (phase.type === "turn") play(turnDecision(state, r, c, phase.seat, wins, prepareLive, prepareRinshan));
      else if (phase.type === "claim") {
        const answers: Action[] = [];
        for (const seat of [1, 2, 3].map((i) => ((phase.from + i) % 4) as Seat)) {
          if (!phase.waiting[seat]) continue;
          const lastOfFrom = c.discards[phase.from] === r.discards[phase.from]!.length;
          if (lastOfFrom && wins.some((w) => w.who === seat && w.from === phase.from)) {
            answers.push({ type: "ron", seat });
            continue;
          }
          const call = callDecision(state, r, c, seat, phase.from, phase.tile, prepareRinshan);
          answers.push(call ?? { type: "pass", seat });
        }
        for (const a of answers) play(a);
      } else break;
    }
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      if (c.takes[seat]! < r.takes[seat]!.length || c.discards[seat]! < r.discards[seat]!.length) {
        throw new Mismatch(
          seat,
          `the hand ended by the rules, but the log goes on for seat ${seat} (take ${c.takes[seat]! + 1} of ${r.takes[seat]!.length}, discard ${c.discards[seat]! + 1} of ${r.discards[seat]!.length})`,
        );
      }
    }
  }
}

interface LogWin {
  who: number;
  from: number;
  /** The responsible seat (pao), the winner itself when there is none. */
  pao: unknown;
  deltas: unknown;
  points: unknown;
  yaku: unknown[];
}

function winsOf(r: Tenhou6Round): LogWin[] {
  if (r.result[0] !== WIN_NAME) return [];
  const out: LogWin[] = [];
  for (let i = 1; i + 1 < r.result.length; i += 2) {
    const detail = r.result[i + 1];
    if (!Array.isArray(detail) || typeof detail[0] !== "number" || typeof detail[1] !== "number")
      throw new Mismatch(null, `the win's details (result entry ${i + 1}) must start with the winner and the seat it won from`);
    out.push({ who: detail[0], from: detail[1], pao: detail[2], deltas: r.result[i], points: detail[3], yaku: detail.slice(4) });
  }
  return out;
}

function turnDecision(
  state: TableState,
  r: Tenhou6Round,
  c: Cursor,
  seat: Seat,
  wins: LogWin[],
  prepareLive: (s: Seat) => void,
  prepareRinshan: (s: Seat) => void,
): Action {
  const h = state.hand.seats[seat]!;
  const d = r.discards[seat]![c.discards[seat]!];
  if (d === undefined) {
    if (wins.some((w) => w.who === seat && w.from === seat)) return { type: "tsumo", seat };
    if (r.result[0] === ABORTIVE_JA.kyuushu) return { type: "kyuushu", seat };
    throw new Mismatch(seat, `seat ${seat} has drawn and the log has no discard, tsumo or draw for it`);
  }
  c.discards[seat]!++;
  if (typeof d === "string" && /[ak]/.test(d)) {
    const codes = (d.match(/\d\d/g) ?? []).map(Number);
    prepareRinshan(seat);
    if (d.includes("a")) return { type: "closedKan", seat, kind: codeTile(codes[0]!)!.kind };
    const added = Number(d.slice(d.indexOf("k") + 1, d.indexOf("k") + 3));
    const tile = h.concealed.find((id) => sameTile(id, added, state.rules));
    if (tile === undefined) throw new Mismatch(seat, `adds ${added} to a pon, but does not hold it`);
    return { type: "addedKan", seat, tile };
  }
  const riichi = typeof d === "string" && d.startsWith("r");
  const code = typeof d === "string" ? Number(d.slice(1)) : d;
  let tile: TileId | undefined;
  if (code === TSUMOGIRI) {
    if (h.drawn === null) throw new Mismatch(seat, "throws the drawn tile (60) on a turn without a draw (after a call)");
    tile = h.drawn;
  } else {
    if (codeTile(code) === null) throw new Mismatch(seat, `${JSON.stringify(d)} is not a discard`);
    const held = h.concealed.filter((id) => sameTile(id, code, state.rules));
    tile = held.find((id) => id !== h.drawn) ?? held[0];
    if (tile === undefined) throw new Mismatch(seat, `discards ${code}, which is not in its hand`);
  }
  prepareLive(((seat + 1) % 4) as Seat);
  return riichi ? { type: "discard", seat, tile, riichi: true } : { type: "discard", seat, tile };
}

function callDecision(
  state: TableState,
  r: Tenhou6Round,
  c: Cursor,
  seat: Seat,
  from: Seat,
  offered: TileId,
  prepareRinshan: (s: Seat) => void,
): Action | null {
  const t = r.takes[seat]![c.takes[seat]!];
  if (typeof t !== "string") return null;
  const letter = /[cpm]/.exec(t)?.[0];
  if (letter === undefined) return null;
  const at = t.indexOf(letter);
  // The letter's place says who gave the tile: first the seat on the left, then across, last the right.
  const rel = at === 0 ? 1 : at === 2 ? 2 : 3;
  const called = Number(t.slice(at + 1, at + 3));
  if (!sameTile(offered, called, state.rules) || (seat - rel + 4) % 4 !== from) return null;
  const codes = (t.replace(`${letter}${called}`, "").match(/\d\d/g) ?? []).map(Number);
  const h = state.hand.seats[seat]!;
  const own: TileId[] = [];
  for (const code of codes) {
    const id = h.concealed.find((x) => !own.includes(x) && sameTile(x, code, state.rules));
    if (id === undefined) throw new Mismatch(seat, `calls ${JSON.stringify(t)} without holding ${code}`);
    own.push(id);
  }
  c.takes[seat]!++;
  if (letter === "m") {
    if (r.discards[seat]![c.discards[seat]!] !== 0) throw new Mismatch(seat, `an open kan ${JSON.stringify(t)} must be followed by 0 in the discards`);
    c.discards[seat]!++;
    prepareRinshan(seat);
    return { type: "openKan", seat };
  }
  // In the engine's order (by kind, a red five first), whatever order the log wrote them in.
  return { type: letter === "c" ? "chi" : "pon", seat, tiles: sortIds(own, state.rules.redFives) };
}

const yakuKey = (list: readonly unknown[]) =>
  list
    .map((y) => String(y).replace(/\s+/g, ""))
    .filter((y) => !/\(0飜\)$/.test(y))
    .sort()
    .join(" ");

function compareOutcome(state: TableState, r: Tenhou6Round): void {
  const h = state.history.at(-1)!;
  const o = h.outcome;
  const name = r.result[0] as string;
  const same = (a: unknown, b: readonly number[]) => JSON.stringify(a) === JSON.stringify(b);
  if (name === WIN_NAME) {
    const wins = winsOf(r);
    if (o.type !== "win")
      throw new Mismatch(null, `the log has a win, the rules end the hand with ${o.type === "abortive" ? ABORTIVE_JA[o.reason] : "an exhaustive draw"}`);
    if (wins.length !== o.wins.length) throw new Mismatch(null, `the log has ${wins.length} winner(s), the rules ${o.wins.length}`);
    o.wins.forEach((w, i) => {
      const lw = wins[i]!;
      if (lw.who !== w.seat || lw.from !== w.from)
        throw new Mismatch(w.seat, `the log's winner is seat ${lw.who} from seat ${lw.from}, the rules' seat ${w.seat} from seat ${w.from}`);
      if (lw.pao !== (w.pao ?? w.seat))
        throw new Mismatch(
          w.seat,
          `pao: the log makes ${lw.pao === lw.who ? "nobody" : `seat ${String(lw.pao)}`} responsible, the rules ${w.pao === null ? "nobody" : `seat ${w.pao}`}`,
        );
      const points = pointsString(w.score, w, (h.round % 4) as Seat);
      if (lw.points !== points) throw new Mismatch(w.seat, `the win is ${points} by the rules, the log says ${JSON.stringify(lw.points)}`);
      const yaku = yakuStrings(w.score);
      if (yakuKey(lw.yaku) !== yakuKey(yaku))
        throw new Mismatch(w.seat, `the win's yaku are ${yaku.join(", ")} by the rules, the log has ${lw.yaku.join(", ")}`);
      if (!same(lw.deltas, w.deltas))
        throw new Mismatch(w.seat, `the win pays ${JSON.stringify(w.deltas)} by the rules, the log has ${JSON.stringify(lw.deltas)}`);
    });
    return;
  }
  const abortive = Object.entries(ABORTIVE_JA).find(([, ja]) => ja === name)?.[0];
  if (abortive !== undefined) {
    if (o.type !== "abortive" || o.reason !== abortive) throw new Mismatch(null, `the log ends the hand with ${name}, the rules do not`);
    return;
  }
  if ((EXHAUSTIVE_NAMES as readonly string[]).includes(name) || name === NAGASHI_NAME) {
    if (o.type !== "exhaustive")
      throw new Mismatch(null, `the log ends the hand with ${name}, the rules with ${o.type === "win" ? "a win" : ABORTIVE_JA[o.reason]}`);
    if ((name === NAGASHI_NAME) !== o.nagashi.length > 0)
      throw new Mismatch(
        null,
        `nagashi mangan: the log ${name === NAGASHI_NAME ? "has" : "has not"} it, the rules ${o.nagashi.length > 0 ? "have" : "have not"}`,
      );
    const deltas = r.result[1] ?? [0, 0, 0, 0];
    if (!same(deltas, h.deltas)) throw new Mismatch(null, `the draw pays ${JSON.stringify(h.deltas)} by the rules, the log has ${JSON.stringify(deltas)}`);
    return;
  }
  throw new Mismatch(null, `unknown result ${JSON.stringify(name)}`);
}

/** Re-runs every round of a parsed log; the first mismatch with its round and turn, or ok. */
export function checkLog(log: Tenhou6Log): LogCheck {
  const rules: TableRules = { redFives: log.redFives };
  const history: HandRecord[] = [];
  for (let i = 0; i < log.rounds.length; i++) {
    const r = log.rounds[i]!;
    let state: TableState | null = null;
    try {
      state = runRound(r, rules);
      compareOutcome(state, r);
      history.push(state.history[0]!);
      const next = log.rounds[i + 1];
      if (next !== undefined && JSON.stringify(next.scores) !== JSON.stringify(state.scores)) {
        throw new Mismatch(
          null,
          `the round ends with scores ${JSON.stringify(state.scores)} by the rules, the next round starts with ${JSON.stringify(next.scores)}`,
        );
      }
    } catch (error) {
      if (!(error instanceof Mismatch)) throw error;
      const turn = error.turn ?? (state === null ? 0 : state.history[0]!.events.filter((e) => e.type === "discard").length);
      return { ok: false, rounds: log.rounds.length, mismatch: { round: i, roundName: roundName(r), turn, seat: error.seat, reason: error.reason } };
    }
  }
  return { ok: true, rounds: log.rounds.length, history };
}
