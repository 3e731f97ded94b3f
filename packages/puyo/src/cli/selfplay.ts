// `pnpm arcade puyo selfplay` and `pnpm arcade puyo replay`: a bot plays through the
// frame-stepped game and its record is written; a record re-runs to the same final state.
// Node only (files); the game and the record are rules/stepped.ts and rules/replay.ts.
import { InputError } from "@arcade/core";
import {
  intOption,
  LIMIT_OPTIONS,
  limitsOption,
  progressOption,
  replayCommand as recordReplayCommand,
  requireOption,
  writeRecordFile,
  type Command,
  type ReplayJson as CoreReplayJson,
} from "@arcade/core/cli";
import { BOT_NAMES, botByName } from "../analysis/bot/bots.ts";
import { countChains, type ChainCounts } from "../analysis/bot/chain-counts.ts";
import { selfplay, type ChoosePlacement } from "../rules/autoplay.ts";
import { DEFAULT_REPLAY_OPTIONS, PUYO_RULES, PuyoRecorder, finalState, type FinalState } from "../rules/replay.ts";
import type { SteppedGame } from "../rules/stepped.ts";

/** The bot `name` (analysis/bot: simple, easy … expert) choosing for a game's current pair. */
export function botChooser(name: string, where = "--bot"): ChoosePlacement {
  const bot = botByName(name, where);
  return (game) => bot.choose({ field: game.field, pairs: game.pairsPreview(), pending: game.pending })?.placement ?? null;
}
export const DEFAULT_BOT = "expert";
export const MAX_SELFPLAY_PIECES = 10_000;

/** What selfplay prints: the game's final state and its chains by length (chain-counts.ts). */
export interface SelfplayJson extends FinalState {
  chains: ChainCounts;
}

/** What `puyo replay --json` prints: core's replay JSON, with what selfplay printed as `final`. */
export type ReplayJson = CoreReplayJson & { final: SelfplayJson };

/**
 * The final state and the chains of a game played or re-run from its start: the chains are read
 * from the turns in the game's event backlog (nothing else takes a CLI game's events).
 */
function selfplayJson(game: SteppedGame): SelfplayJson {
  const lengths = game.takeEvents().flatMap((e) => (e.kind === "turn" && e.result.chain.chains > 0 ? [e.result.chain.chains] : []));
  return { ...finalState(game), chains: countChains(lengths) };
}

function finalText(final: SelfplayJson): string {
  const rows = final.field.match(/.{6}/g) ?? [];
  return [
    ...rows,
    "",
    `pieces: ${final.pieces}  score: ${final.score}  max chain: ${final.maxChain}  topped out: ${final.toppedOut}`,
    `frames: ${final.frame}  nuisance sent: ${final.sent}  received: ${final.received}  pending: ${final.pending}`,
    `chains by length: ${chainsText(final.chains)}`,
  ].join("\n");
}

function chainsText(chains: ChainCounts): string {
  const parts = Object.entries(chains).map(([length, n]) => `${length}-chains ${n}`);
  return parts.length > 0 ? parts.join(", ") : "none";
}

export const selfplayCommand: Command = {
  name: "selfplay",
  summary: "A bot plays a seeded game through the frame-stepped rules; write its record.",
  usage: "--seed S --pieces N [--bot NAME] [--replay-out FILE]",
  details: [
    "The bot chooses each placement; its inputs (moves, turns, drop) go through the same",
    "frame-stepped game the app plays (60 frames a second: gravity, grounding, chain beats),",
    "all on the frame the pair appears. It stops when N pairs have been played (their chains",
    "and nuisance done) or at a top-out. --replay-out writes the record (a Pocket Arcade",
    "replay): `pnpm arcade puyo replay FILE` re-runs it to the same final state.",
    `Bots: ${BOT_NAMES.join(", ")} (default ${DEFAULT_BOT}).`,
    "Output: pieces, score, maxChain, toppedOut, frame, sent, received, pending, field, and chains:",
    'the chains fired by length, from 1 to the longest ({"1": 2, "2": 0, "3": 1}; {} for none).',
    "Example: pnpm arcade puyo selfplay --seed abc --pieces 30 --replay-out game.json --json",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the game seed (the pairs)" },
    pieces: { type: "string", value: "N", description: `pairs to play, 1..${MAX_SELFPLAY_PIECES}` },
    bot: { type: "string", value: "NAME", description: `the bot (${BOT_NAMES.join(", ")}; default ${DEFAULT_BOT})` },
    "replay-out": { type: "string", value: "FILE", description: "write the game's record here" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    if (seed.trim() === "") throw new InputError("must not be empty", "--seed");
    const pieces = intOption(values, "pieces", 1, MAX_SELFPLAY_PIECES);
    const chooser = botChooser(values.bot === undefined ? DEFAULT_BOT : requireOption(values, "bot"));
    // Every placement checks the time and memory limits and draws progress.
    const limits = limitsOption(values, "fewer --pieces");
    const progress = progressOption(values, io.stderr, "puyo selfplay");
    let placed = 0;
    const bot: ChoosePlacement = (game) => {
      limits.check();
      progress.update(placed++, pieces);
      return chooser(game);
    };
    let recorder;
    try {
      recorder = selfplay(new PuyoRecorder({ seed, mode: "endless", options: { ...DEFAULT_REPLAY_OPTIONS } }), pieces, bot);
    } finally {
      progress.finish();
    }
    const out = values["replay-out"];
    if (typeof out === "string") writeRecordFile(out, recorder.replay());
    const final = selfplayJson(recorder.game);
    io.stdout.write(json ? `${JSON.stringify(final)}\n` : `${finalText(final)}\n`);
  },
};

/** Core's replay command on Puyo's rules: `final` is what selfplay printed for the same game. */
export const replayCommand = recordReplayCommand({
  rules: PUYO_RULES,
  title: "Puyo",
  details: ["Records come from selfplay --replay-out or the app's Share replay; final is what selfplay printed."],
  // Read once: the chains come from the game's event backlog, which reading empties.
  final: (game) => selfplayJson(game),
  text: (_game, out) => `${out.game} rules ${out.rulesVersion} · seed ${out.seed} · ${out.frames} frames\n${finalText(out.final as SelfplayJson)}`,
});
