// The bot registry: `simple` (the original one-pair-lookahead bot, analysis/bot.ts, kept frozen
// as the baseline), `casual` (the fixed reference player of the ladder, casual.ts) and the chain
// builder at five strengths. Every bot answers the same question:
// given a field, the known pairs (current first) and the versus situation, where does the
// current pair go. `botByName` is what the CLI, the app and the benches use.
import { InputError, Rng } from "@arcade/core";
import type { Field } from "../../rules/field.ts";
import { printPairList, type Pair, type Placement } from "../../rules/pair.ts";
import { chooseMove } from "../bot.ts";
import { CASUAL_CONFIG } from "./casual.ts";
import { planFire, type OpponentView } from "./policy.ts";
import { searchCandidates } from "./search.ts";
import { STRENGTH_CONFIG, STRENGTHS, WEIGHTS, type Strength, type StrengthConfig } from "./strengths.ts";
import type { Weights } from "./evaluate.ts";

export const BOT_NAMES = ["simple", "casual", ...STRENGTHS] as const;
export type BotName = (typeof BOT_NAMES)[number];

export interface BotInput {
  field: Field;
  /** The current pair first, then the visible NEXT pairs (the bots use up to three). */
  pairs: readonly Pair[];
  /** Nuisance pending against the bot: it falls at the end of this placement unless offset. */
  pending?: number;
  /** Nuisance sent at the bot by a chain still resolving: it lands later (offsettable until then). */
  incoming?: number;
  /** Placements the bot can still make before the incoming nuisance lands (default 3). */
  incomingMoves?: number;
  /** Colours in play (default 4). */
  colors?: number;
  /** In versus, what the bot sees of its opponent. */
  opponent?: OpponentView;
}

export interface BotDecision {
  placement: Placement;
  /** The chain this placement fires right away (0: none) and its score. */
  chains: number;
  score: number;
}

export interface PuyoBot {
  readonly name: BotName;
  /** Seconds between placements the app should keep (the bot's pace, not its thinking time). */
  readonly secondsPerPair: number;
  /** Null when the pair has no reachable placement (the game is lost). */
  choose(input: BotInput): BotDecision | null;
}

/** The original bot: one pair of lookahead, fires at 5 chains (or to offset when pressed). */
const simpleBot: PuyoBot = {
  name: "simple",
  secondsPerPair: 1.4,
  choose(input) {
    const move = chooseMove(input.field, input.pairs.slice(0, 2), { pending: (input.pending ?? 0) + (input.incoming ?? 0), colors: input.colors ?? 4 });
    return move && { placement: move.placement, chains: move.chains, score: 0 };
  },
};

/** A chain-building bot with the given settings (the benches make their own variants). */
export function chainBot(name: BotName, config: StrengthConfig, weights: Weights = WEIGHTS): PuyoBot {
  return {
    name,
    secondsPerPair: config.secondsPerPair,
    choose(input) {
      const colors = input.colors ?? 4;
      const plan = planFire(
        {
          field: input.field,
          pending: input.pending ?? 0,
          incoming: input.incoming ?? 0,
          ...(input.incomingMoves === undefined ? {} : { incomingMoves: input.incomingMoves }),
          colors,
          ...(input.opponent ? { opponent: input.opponent } : {}),
        },
        config,
      );
      const candidates = searchCandidates(input.field, input.pairs, { weights, depth: config.depth, beam: config.beam, colors, plan });
      if (candidates.length === 0) return fallback(input);
      let pick = candidates[0]!;
      if (config.slip > 0 && candidates.length > 1) {
        // A slip is drawn from a stream seeded by the position itself, so the same game is
        // played the same way every time (no hidden state between calls).
        const rng = Rng.from(`${name}:${fieldHash(input.field)}:${printPairList(input.pairs)}`).fork("slip");
        if (rng.float() < config.slip) pick = candidates[rng.below(Math.min(config.slipAmong, candidates.length))]!;
      }
      return { placement: pick.placement, chains: pick.chains, score: pick.score };
    },
  };
}

/** FNV-1a-style hash over the field's 32-bit words: names a position in a seed (seeds are printable text). */
function fieldHash(field: Field): string {
  let h = 0x811c9dc5;
  for (const word of field.w) {
    h ^= word;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

/** Every line dies: any legal placement will do (the simple bot finds one). */
function fallback(input: BotInput): BotDecision | null {
  return simpleBot.choose(input);
}

/**
 * The casual player (casual.ts): what it does not look at is taken out of its input (`config`:
 * the benches' variants; the ladder's reference is CASUAL_CONFIG).
 */
export function casualBot(config: StrengthConfig = CASUAL_CONFIG): PuyoBot {
  const bot = chainBot("casual", config);
  return {
    name: "casual",
    secondsPerPair: config.secondsPerPair,
    choose: (input) => bot.choose({ field: input.field, pairs: input.pairs.slice(0, 2), ...(input.colors ? { colors: input.colors } : {}) }),
  };
}

const BOTS: Readonly<Record<BotName, PuyoBot>> = {
  simple: simpleBot,
  casual: casualBot(),
  beginner: chainBot("beginner", STRENGTH_CONFIG.beginner),
  easy: chainBot("easy", STRENGTH_CONFIG.easy),
  medium: chainBot("medium", STRENGTH_CONFIG.medium),
  hard: chainBot("hard", STRENGTH_CONFIG.hard),
  expert: chainBot("expert", STRENGTH_CONFIG.expert),
};

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** The bot of that name; an InputError listing the names for any other. */
export function botByName(name: string, where = "bot"): PuyoBot {
  if (!isBotName(name)) throw new InputError(`unknown bot ${JSON.stringify(name)} (bots: ${BOT_NAMES.join(", ")})`, where);
  return BOTS[name];
}

export type { Strength };
