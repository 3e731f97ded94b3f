// Points from han and fu: base points = fu × 2^(2 + han), capped at mangan (2000) — without
// kiriage, so 4 han 30 fu and 3 han 60 fu stay at 1920 — then the limits (haneman 6–7 han,
// baiman 8–10, sanbaiman 11–12, a counted yakuman at 13+, and 8000 per yakuman multiple).
// A ron is paid by the discarder: base × 4 (× 6 for the dealer); a tsumo by everyone: the dealer
// base × 2 and the others base × 1 each (each of the three base × 2 for a dealer's tsumo); every
// payment rounded up to 100. Honba add 300 (100 per payer on a tsumo); sticks 1000 each.

export type Limit = "mangan" | "haneman" | "baiman" | "sanbaiman" | "kazoe yakuman" | "yakuman";

export interface Points {
  /** What the winner receives, honba and riichi sticks included. */
  total: number;
  /** The hand's value alone (no honba, no sticks). */
  hand: number;
  /** Base points (fu × 2^(2 + han), or the limit's). */
  base: number;
  limit: Limit | null;
  /** Ron: what the discarder pays (honba included). */
  ron?: number;
  /** Tsumo by a non-dealer: what the dealer pays (honba included). */
  dealer?: number;
  /** Tsumo: what each non-dealer pays (honba included). */
  nonDealer?: number;
  /** The honba bonus in the total, and the riichi sticks collected. */
  honba: number;
  sticks: number;
}

const ceil100 = (x: number) => Math.ceil(x / 100) * 100;

/** Base points and the limit reached; `yakuman` is the multiple of yakuman yaku (0 for none). */
export function basePoints(han: number, fu: number, yakuman: number): { base: number; limit: Limit | null } {
  if (yakuman > 0) return { base: 8000 * yakuman, limit: "yakuman" };
  if (han >= 13) return { base: 8000, limit: "kazoe yakuman" };
  if (han >= 11) return { base: 6000, limit: "sanbaiman" };
  if (han >= 8) return { base: 4000, limit: "baiman" };
  if (han >= 6) return { base: 3000, limit: "haneman" };
  const base = fu * 2 ** (2 + han);
  if (han >= 5 || base >= 2000) return { base: 2000, limit: "mangan" };
  return { base, limit: null };
}

/** The payments for a win of `base` points. */
export function payments(base: number, limit: Limit | null, o: { dealer: boolean; tsumo: boolean; honba: number; sticks: number }): Points {
  const sticks = o.sticks * 1000;
  const honba = o.honba * 300;
  const common = { base, limit, honba, sticks };
  if (!o.tsumo) {
    const hand = ceil100(base * (o.dealer ? 6 : 4));
    return { total: hand + honba + sticks, hand, ron: hand + honba, ...common };
  }
  if (o.dealer) {
    const each = ceil100(base * 2);
    return { total: 3 * each + honba + sticks, hand: 3 * each, nonDealer: each + o.honba * 100, ...common };
  }
  const fromDealer = ceil100(base * 2);
  const fromOthers = ceil100(base);
  const hand = fromDealer + 2 * fromOthers;
  return { total: hand + honba + sticks, hand, dealer: fromDealer + o.honba * 100, nonDealer: fromOthers + o.honba * 100, ...common };
}
