// The table's opponents: one decision function, three strengths that a person feels apart.
//   easy    plays for tile efficiency only, never declares riichi, never folds, and calls only a
//           pon of a dragon pair;
//   medium  efficiency with riichi at tenpai, calls value pairs, and folds to the safest tile
//           (genbutsu, suji, kabe) when someone is in riichi and its own hand is not ready;
//   hard    weighs each discard: its chance to win times what the hand is worth against the
//           chance to deal in times what the threats are worth, so it pushes a valuable or ready
//           hand and folds a poor one; it calls for yaku and speed (value pairs, tanyao, one suit).
// Every choice is a deterministic function of the view: no randomness, so a table replays.
import { rankDiscards, type DiscardOption } from "../analysis/efficiency.ts";
import { shanten } from "../analysis/shanten.ts";
import { isOrphan, KIND_COUNT, ORPHANS, type Kind, type Tile } from "../analysis/tiles.ts";
import { doraOf, situation } from "../rules/score/situation.ts";
import { isValueKind } from "../rules/score/yaku.ts";
import { combinedDanger, dangerAgainst } from "./danger.ts";
import { doraHeld, hasYakuRoad, roughValue, waitsOf, waitSummary } from "./hand-value.ts";
import { handCounts, passedAfterRiichi, seatWind, visibleCounts, type BotAction, type BotView, type ClaimPrompt, type TurnPrompt } from "./view.ts";

export const BOT_STRENGTHS = ["easy", "medium", "hard"] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

/** One line each, for the app's opponent chooser and the CLI's help. */
export const BOT_DESCRIPTIONS: Record<BotStrength, string> = {
  easy: "plays for speed alone: never riichi, never folds, calls only dragons",
  medium: "declares riichi when ready and folds to safe tiles against a riichi",
  hard: "pushes or folds by hand value against danger, calls for yaku and speed",
};

export function decide(view: BotView, prompt: TurnPrompt | ClaimPrompt, strength: BotStrength): BotAction {
  return prompt.kind === "turn" ? onTurn(view, prompt, strength) : onClaim(view, prompt, strength);
}

function onTurn(view: BotView, prompt: TurnPrompt, strength: BotStrength): BotAction {
  if (prompt.canTsumo) return { type: "tsumo" };
  const counts = handCounts(view);
  if (prompt.canKyuushu && kokushiShanten(counts) >= 4) return { type: "kyuushu" };
  if (view.riichiTurn[view.seat]! >= 0) {
    const kan = prompt.kans.find((k) => k.type === "closedKan");
    if (kan !== undefined && strength !== "easy") return { type: "kan", kan: "closedKan", kind: kan.kind };
    return { type: "discard", tile: prompt.discards[prompt.discards.length - 1]!, riichi: false };
  }
  const visible = visibleCounts(view);
  const threats = threatsOf(view, strength);
  if (strength !== "easy" && threats.seats.length === 0) {
    const kan = prompt.kans.find((k) => keepsShanten(counts, k.kind, k.type === "closedKan" ? 4 : 1));
    if (kan !== undefined) return { type: "kan", kan: kan.type, kind: kan.kind };
  }
  const kind = chooseDiscard(view, prompt, strength, counts, visible, threats);
  const riichiTile = strength === "easy" ? undefined : prompt.riichiDiscards.find((t) => t.kind === kind);
  const tile = riichiTile ?? pickTile(prompt.discards, kind);
  const riichi = riichiTile !== undefined && wantsRiichi(view, strength, counts, kind, visible);
  return { type: "discard", tile, riichi };
}

/**
 * What a win is worth beyond its points: the rivals' wins it stops and, at a draw, the tenpai
 * payment it would have earned. Without it a cheap ready hand would fold to every riichi.
 */
const WIN_BONUS = 1_500;
const NOT_READY_UNDER_THREAT = 0.35;

interface Threats {
  seats: number[];
  /** Weighted deal-in cost per kind (rate × points). */
  cost: Float64Array;
}

/** Opponents in riichi (medium, hard) and, for hard, an open hand with three calls. */
function threatsOf(view: BotView, strength: BotStrength): Threats {
  const seats: number[] = [];
  const quiet: number[] = [];
  if (strength !== "easy") {
    for (let s = 0; s < 4; s++) {
      if (s === view.seat) continue;
      if (view.riichiTurn[s]! >= 0 || (strength === "hard" && view.melds[s]!.filter((m) => m.type !== "closedKan").length >= 3)) seats.push(s);
      else if (strength === "hard") quiet.push(s);
    }
  }
  const visible = visibleCounts(view);
  const against = (s: number) => dangerAgainst({ discards: view.rivers[s]!.map((r) => r.tile.kind), passedAfterRiichi: passedAfterRiichi(view, s) }, visible);
  const worth = (s: number) => (s === view.dealer ? 11_000 : 7_000);
  // Hard also fears the hands that wait in silence, more the longer the hand goes on.
  const all = [...seats, ...quiet];
  const values = all.map((s) => worth(s) * (seats.includes(s) ? 1 : silentTenpaiChance(view, s)));
  return { seats, cost: combinedDanger(all.map(against), values) };
}

/**
 * How likely a seat without riichi is ready: rising with its river (few hands are ready before the
 * seventh discard, about half by the eighteenth) and with each open call.
 */
export function silentTenpaiChance(view: BotView, seat: number): number {
  const discards = view.rivers[seat]!.length;
  const calls = view.melds[seat]!.filter((m) => m.type !== "closedKan").length;
  return Math.min(0.5, Math.max(0, (discards - 6) / 24) + 0.1 * calls);
}

/** Turns the seat still gets: its share of the live wall. */
function turnsLeft(view: BotView): number {
  return Math.max(0, Math.floor(view.wallLeft / 4));
}

/**
 * Effective tiles a hand typically has once it has moved on: one step from ready about 16, two
 * or more steps about 28 (many draws still help a rough hand).
 */
const typicalEffective = (stepsLeft: number): number => (stepsLeft === 1 ? 16 : 28);
/** A ready hand typically waits on this many unseen tiles. */
const WAIT_TILES = 6;

/**
 * A chance to win from shanten and effective tiles with `turns` draws to come: the hand needs
 * `shantenAfter` improving draws (the first at `effective` tiles, later ones at a typical count),
 * then a winning tile, which can also come from the other seats' discards (counted as a second
 * look each turn). Others win first sometimes: 15 % off the top.
 */
export function winChance(shantenAfter: number, effective: number, turns: number, unseen: number): number {
  if (turns <= 0 || unseen <= 0) return 0;
  const steps = Math.max(0, shantenAfter);
  const first = Math.min(1, effective / unseen);
  const ready = steps === 0 ? first : Math.min(1, WAIT_TILES / unseen);
  const winPerTurn = 1 - (1 - ready) ** 2;
  // at[k]: the chance of being k steps from ready now; won: the chance of having won.
  let at = new Float64Array(steps + 1);
  at[steps] = 1;
  let won = 0;
  for (let t = 0; t < turns; t++) {
    const next = new Float64Array(steps + 1);
    won += at[0]! * winPerTurn;
    next[0] = at[0]! * (1 - winPerTurn);
    for (let k = 1; k <= steps; k++) {
      const p = k === steps ? first : Math.min(1, typicalEffective(k) / unseen);
      next[k - 1]! += at[k]! * p;
      next[k]! += at[k]! * (1 - p);
    }
    at = next;
  }
  return 0.85 * won;
}

function chooseDiscard(view: BotView, prompt: TurnPrompt, strength: BotStrength, counts: number[], visible: number[], threats: Threats): Kind {
  const allowed = new Set(prompt.discards.map((t) => t.kind));
  const options = rankDiscards(counts, { seen: visible, secondStep: strength === "easy" ? "none" : "ties" }).filter((o) => allowed.has(o.discard));
  const open = view.melds[view.seat]!.some((m) => m.type !== "closedKan");
  if (strength === "easy") return options[0]!.discard;
  const current = Math.min(...options.map((o) => o.shanten));
  if (strength === "medium") {
    if (threats.seats.length > 0 && current > 0) return safest(options, threats.cost);
    return valueAware(view, options, counts, open).discard;
  }
  // hard: a hand far from ready folds to a riichi; a ready hand (or a valuable one a step away,
  // early enough) weighs each discard's chance to win times its value against its deal-in cost.
  const unseen = 136 - visible.reduce((a, b) => a + b, 0);
  const turns = turnsLeft(view);
  if (threats.seats.length > 0 && !worthPushing(view, current, turns)) return safest(options, threats.cost);
  // Speed first, as every strong player plays: only the discards that keep the hand as close to
  // ready as it can be compete; value, shape and danger choose among them. Under a riichi every
  // discard competes, so a cheap ready hand can still step back to a safe tile.
  const fastest = threats.seats.length > 0 ? options : options.filter((o) => o.shanten === current);
  let best = fastest[0]!;
  let bestScore = -Infinity;
  for (const o of fastest) {
    const value = handValueAfter(view, counts, o, visible, open);
    // Under a threat a hand that is not ready must push more unknown tiles to get there, or
    // fold on the way: its chance counts for less than the ready hand's.
    const reach = threats.seats.length > 0 && o.shanten > 0 ? NOT_READY_UNDER_THREAT : 1;
    const gain = reach * winChance(o.shanten, o.total, turns, unseen) * (value + WIN_BONUS);
    const tieBreak = o.total * 0.5 + o.secondStep * 0.05 - keepPenalty(view, o.discard, counts, open);
    const score = gain - threats.cost[o.discard]! + tieBreak;
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best.discard;
}

/**
 * Whether hard plays on against a threat at all: ready, or one step away with a hand worth a
 * mangan and a third of the wall still to come. Anything slower folds, as strong players do.
 */
function worthPushing(view: BotView, shantenNow: number, turns: number): boolean {
  if (shantenNow <= 0) return true;
  return shantenNow === 1 && turns >= 6 && roughValue(view) >= 7_700;
}

/** The hand's value after a discard: the real waits at tenpai, a rough figure before. */
function handValueAfter(view: BotView, counts: number[], o: DiscardOption, visible: number[], open: boolean): number {
  if (o.shanten > 0) {
    if (open && !hasYakuRoad(view, without(counts, o.discard), calledKinds(view), 0)) return 0;
    return roughValue(view);
  }
  const after = without(counts, o.discard);
  const { value } = waitSummary(waitsOf(view, after, visible, !open));
  return value;
}

/** Medium's tie-breaks inside the best efficiency class: keep dora and value pairs. */
function valueAware(view: BotView, options: DiscardOption[], counts: number[], open: boolean): DiscardOption {
  const top = options.filter((o) => o.shanten === options[0]!.shanten && o.total >= options[0]!.total * 0.8);
  return top.reduce((a, b) => (keepPenalty(view, b.discard, counts, open) < keepPenalty(view, a.discard, counts, open) ? b : a));
}

/** How much the seat would rather keep a kind: dora, value pairs, and a yaku road when open. */
function keepPenalty(view: BotView, kind: Kind, counts: number[], open: boolean): number {
  const s = situation({ roundWind: view.roundWind, seatWind: seatWind(view) });
  let p = 0;
  if (view.doraIndicators.some((i) => doraOf(i) === kind)) p += 3;
  const valuePair = kind >= 27 && isValueKind(kind, s) && counts[kind]! >= 2;
  if (valuePair) p += 4;
  // An open hand most often wins by tanyao: its terminals and honours go first.
  else if (open && isOrphan(kind)) p -= 2;
  return p;
}

function safest(options: DiscardOption[], cost: Float64Array): Kind {
  return options.reduce((a, b) => (cost[b.discard]! < cost[a.discard]! ? b : a)).discard;
}

function wantsRiichi(view: BotView, strength: BotStrength, counts: number[], kind: Kind, visible: number[]): boolean {
  if (strength === "medium") return true;
  const waits = waitsOf(view, without(counts, kind), visible, false);
  const dama = waitSummary(waits);
  // Hard stays silent with a good, valuable wait that already has a yaku: riichi would only
  // warn the table. Otherwise the riichi's han (and a yaku at all) is worth the stick.
  const unseenWaits = waits.reduce((n, w) => n + w.remaining, 0);
  if (dama.value >= 7_700 && unseenWaits >= 5 && waits.every((w) => w.points > 0)) return false;
  return unseenWaits > 0;
}

function onClaim(view: BotView, prompt: ClaimPrompt, strength: BotStrength): BotAction {
  if (prompt.canRon) return { type: "ron" };
  if (view.riichiTurn[view.seat]! >= 0) return { type: "pass" };
  const counts = handCounts(view);
  const k = prompt.tile.kind;
  const s = situation({ roundWind: view.roundWind, seatWind: seatWind(view) });
  if (strength === "easy") return prompt.canPon && k >= 31 ? { type: "pon" } : { type: "pass" };
  const valuePair = prompt.canPon && k >= 27 && isValueKind(k, s);
  if (valuePair) return { type: "pon" };
  if (strength === "medium") return { type: "pass" };
  // hard: a call must keep a yaku road and make the hand faster, and not under a riichi threat.
  if (threatsOf(view, strength).seats.length > 0) return { type: "pass" };
  const before = shanten(counts);
  if (before >= 3) return { type: "pass" };
  const called = calledKinds(view);
  if (prompt.canPon) {
    const after = without(without(counts, k), k);
    if (hasYakuRoad(view, after, [...called, k, k, k]) && callPays(view, before, bestAfterCall(after))) return { type: "pon" };
  }
  for (const pair of prompt.chis) {
    const after = without(without(counts, pair[0].kind), pair[1].kind);
    const meld = [pair[0].kind, pair[1].kind, k];
    if (hasYakuRoad(view, after, [...called, ...meld]) && callPays(view, before, bestAfterCall(after))) return { type: "chi", with: pair };
  }
  return { type: "pass" };
}

/**
 * Whether a call (with a yaku road) is worth opening the hand for: it must make the hand faster,
 * and either ready at once or one step away with a dora in it, so the open hand is still worth
 * winning (an open hand of tanyao alone, two steps away, wins little and defends badly).
 */
function callPays(view: BotView, before: number, after: number): boolean {
  if (after >= before) return false;
  return after === 0 || (after === 1 && doraHeld(view) >= 1);
}

/** Shanten after a call and the best discard from what is left (3k+2 tiles). */
function bestAfterCall(counts: number[]): number {
  let best = Infinity;
  for (let d = 0; d < KIND_COUNT; d++) {
    if (counts[d] === 0) continue;
    counts[d]!--;
    best = Math.min(best, shanten(counts));
    counts[d]!++;
  }
  return best;
}

/** A kan that leaves the hand as close to ready as its best discard would. */
function keepsShanten(counts: number[], kind: Kind, uses: number): boolean {
  const after = [...counts];
  after[kind]! -= uses;
  return after[kind]! >= 0 && shanten(after) <= bestAfterCall(counts);
}

function kokushiShanten(counts: number[]): number {
  let kinds = 0;
  let pair = 0;
  for (const k of ORPHANS) {
    if (counts[k]! > 0) kinds++;
    if (counts[k]! > 1) pair = 1;
  }
  return 13 - kinds - pair;
}

function calledKinds(view: BotView): Kind[] {
  return view.melds[view.seat]!.flatMap((m) => m.tiles.map((t) => t.kind));
}

function without(counts: readonly number[], kind: Kind): number[] {
  const out = [...counts];
  out[kind]!--;
  return out;
}

/** A tile of the kind from the legal discards, a plain five before a red one. */
function pickTile(discards: readonly Tile[], kind: Kind): Tile {
  return discards.find((t) => t.kind === kind && !t.red) ?? discards.find((t) => t.kind === kind)!;
}
