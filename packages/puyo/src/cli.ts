// `pnpm arcade puyo …`: the Tsu rules and the probability calculator headless.
//   chain  resolves a field's chain and prints every step;
//   play   applies placements to a seeded game;
//   prob   the probability calculator (analysis/probability.ts).
// Node only; the pure code it drives is rules/ and analysis/.
import { getHeapStatistics } from "node:v8";
import { InputError } from "@arcade/core";
import {
  choiceOption,
  DEFAULT_MAX_MB,
  DEFAULT_MAX_MS,
  intOption,
  LIMIT_OPTIONS,
  LimitExceeded,
  limitsOption,
  progressOption,
  requireOption,
  type Command,
  type CommandGroup,
  WorkLimits,
} from "@arcade/core/cli";
import { Field } from "./rules/field.ts";
import { parseField, printField } from "./rules/field-text.ts";
import { PuyoGame } from "./rules/game.ts";
import { TARGET_POINTS } from "./rules/nuisance.ts";
import { parsePlacement, printPair, printPlacement } from "./rules/pair.ts";
import { fieldFromPuyop } from "./rules/puyop.ts";
import { resolveChain } from "./rules/chain.ts";
import { CalculationTooLarge, MAX_MOVES, probability, type Condition } from "./analysis/probability.ts";
import { parsePair, parsePairList } from "./rules/pair.ts";
import { versusCommand } from "./cli/versus.ts";
import { startingField } from "./rules/start.ts";
import { replayCommand, selfplayCommand } from "./cli/selfplay.ts";
import { nodeResolver } from "./cli/simd.ts";

/** A field from the text format, a puyop.com link, or "empty". */
export function readField(text: string, where: string): Field {
  // An empty argument is a mistake (an unset shell variable), not a field: say so rather than
  // reading it as the empty field.
  if (text.trim() === "") throw new InputError("must not be empty (write 'empty' for an empty field)", where);
  try {
    if (text.trim().toLowerCase() === "empty") return Field.empty();
    if (/puyop\.com/.test(text)) return fieldFromPuyop(text);
    return parseField(text.replace(/[\s/]+/g, ""));
  } catch (error) {
    if (error instanceof InputError) throw error.under(where);
    throw error;
  }
}

export interface ChainJson {
  chains: number;
  score: number;
  steps: { chain: number; cleared: number; colors: number; groups: number[]; score: number }[];
  nuisance: number;
  field: string;
}

export const chainCommand: Command = {
  name: "chain",
  summary: "Resolve a field's chain and print every step's score.",
  usage: "<field>",
  details: [
    "The field is the text format (6 characters per row, top row first, . empty, R G B Y P",
    "colours, O nuisance; a shorter string fills the bottom rows), a puyop.com link, or 'empty'.",
    "Rows may be separated by / or spaces. Floating puyos fall first, then the chain resolves",
    "under Tsu rules (pops in rows 1-12, row 13 hidden, nuisance next to pops cleared).",
    "Output: chains, score, steps [{ chain, cleared, colors, groups, score }] (cleared = colour",
    `puyos, groups = the popping group sizes), nuisance (score / ${TARGET_POINTS}, rounded down: what the`,
    "chain sends with nothing carried over) and field (after the chain, in the text format).",
    "Example: pnpm arcade puyo chain B.....RBB...RRRB.. --json",
  ].join("\n"),
  options: {},
  positionals: 1,
  run({ positionals, json, io }) {
    const text = positionals[0];
    if (text === undefined) throw new InputError("is required: the field", "<field>");
    const field = readField(text, "<field>");
    field.settle();
    const result = resolveChain(field, true);
    const out: ChainJson = {
      chains: result.chains,
      score: result.score,
      steps: result.steps.map((s) => ({ chain: s.chain, cleared: s.cleared, colors: s.colors, groups: s.groups, score: s.score })),
      nuisance: Math.floor(result.score / TARGET_POINTS),
      field: printField(field),
    };
    if (json) {
      io.stdout.write(`${JSON.stringify(out)}\n`);
      return;
    }
    const lines = out.steps.map((s) => `step ${s.chain}: ${s.cleared} puyos, ${s.colors} colour(s), groups ${s.groups.join("+")} → ${s.score}`);
    io.stdout.write(
      [...lines, `chains: ${out.chains}`, `score: ${out.score}`, `nuisance: ${out.nuisance}`, `field: ${out.field === "" ? "(empty)" : out.field}`].join("\n") +
        "\n",
    );
  },
};

export interface PlayJson {
  seed: string;
  placed: number;
  score: number;
  maxChain: number;
  over: boolean;
  field: string;
  current: string | null;
  next: string[];
  turns: { pair: string; placement: string; chains: number; score: number }[];
}

export const playCommand: Command = {
  name: "play",
  summary: "Apply placements to a seeded game and print where it stands.",
  usage: '--seed S --moves "<placements>" [--colors 3|4|5] [--field F]',
  details: [
    "Placement notation: the axis puyo's column 1-6, then where the child puyo sits relative to",
    "it: U up (the spawn orientation), R right, D down, L left. '3U' drops the pair as it spawns;",
    "'1R' puts the axis in column 1 and the child in column 2; '4L' the axis in 4, the child in 3.",
    "Separate placements with spaces or commas; an error's position counts placements from 1.",
    "Pairs come from the seed (the game's 128-pair cycle, first two pairs in at most 3 colours).",
    "Each placement must be reachable (the 13th-row rules); the game ends when (3,12) is filled.",
    "A --field settles and its own chain resolves first (as in prob); if (3,12) is then filled the",
    "field is already lost and refused.",
    "Output: seed, placed, score, maxChain, over, field (text format), current and next (the",
    "coming pairs, axis first) and turns [{ pair, placement, chains, score }].",
    'Example: pnpm arcade puyo play --seed abc --moves "1U 2U 3R 6D" --json',
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the game seed (the pairs)" },
    moves: { type: "string", value: "PLACEMENTS", description: 'placements, e.g. "3U 4R 1D"' },
    colors: { type: "string", value: "N", description: "colours in play, 3 to 5 (default 4)" },
    field: { type: "string", value: "F", description: "a starting field (text format or puyop.com link)" },
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    if (seed === "") throw new InputError("must not be empty", "--seed");
    const colors = intOption(values, "colors", 3, 5, 4) as 3 | 4 | 5;
    const typed = values.field === undefined ? undefined : readField(requireOption(values, "field"), "--field");
    let field;
    try {
      field = typed && startingField(typed).field;
    } catch (error) {
      if (error instanceof InputError) throw error.under("--field");
      throw error;
    }
    const tokens = requireOption(values, "moves")
      .split(/[\s,]+/)
      .filter((t) => t !== "");
    const placements = tokens.map((t, i) => parsePlacement(t, `--moves placement ${i + 1}`));
    const game = new PuyoGame({ seed, colors, ...(field ? { field } : {}) });
    const turns: PlayJson["turns"] = [];
    placements.forEach((p, i) => {
      if (game.over) throw new InputError(`comes after the game ended`, `--moves placement ${i + 1}`);
      try {
        const turn = game.place(p);
        turns.push({ pair: printPair(turn.pair), placement: printPlacement(p), chains: turn.chain.chains, score: turn.chain.score });
      } catch (error) {
        if (error instanceof InputError) throw new InputError(error.message, `--moves placement ${i + 1}`);
        throw error;
      }
    });
    const out: PlayJson = {
      seed,
      placed: game.index,
      score: game.score,
      maxChain: game.maxChain,
      over: game.over,
      field: printField(game.field),
      current: game.over ? null : printPair(game.current),
      next: game.over ? [] : [printPair(game.next(1)), printPair(game.next(2))],
      turns,
    };
    if (json) {
      io.stdout.write(`${JSON.stringify(out)}\n`);
      return;
    }
    const rows = printField(game.field).match(/.{6}/g) ?? [];
    io.stdout.write(
      [
        ...rows,
        "",
        ...turns.map((t, i) => `${i + 1}. ${t.pair} ${t.placement}${t.chains > 0 ? `  ${t.chains}-chain, ${t.score}` : ""}`),
        `score: ${out.score}  max chain: ${out.maxChain}  over: ${out.over}`,
        `current: ${out.current ?? "-"}  next: ${out.next.join(" ")}`,
      ].join("\n") + "\n",
    );
  },
};

export interface ProbJson {
  probability: number;
  fraction: string;
  placements: { column: number; rotation: number; probability: number; reachable: boolean }[];
  nodes: number;
  ms: number;
}

function conditionOf(values: Record<string, string | boolean | undefined>): Condition {
  const given = ["chain", "clear", "allclear", "score"].filter((name) => values[name] !== undefined);
  if (given.length !== 1)
    throw new InputError("give exactly one condition: --chain K, --clear C, --allclear or --score S", given.length === 0 ? "condition" : `--${given[1]}`);
  if (values.allclear !== undefined) return { kind: "allclear" };
  if (values.chain !== undefined) return { kind: "chain", chains: intOption(values, "chain", 1, 19) };
  if (values.clear !== undefined) return { kind: "clear", puyos: intOption(values, "clear", 1, 78) };
  return { kind: "score", score: intOption(values, "score", 1, 10_000_000) };
}

/** Parses a string option that may be repeated (parseArgs gives the last one; we split on spaces/commas). */
export const probCommand: Command = {
  name: "prob",
  summary: "The exact probability of meeting a condition within n moves (PPSim's calculator).",
  usage: "--field <field> --pair <AB> [--next <AB …>] --moves n (--chain k | --clear c | --allclear | --score s) [--early fail|continue]",
  details: [
    "Every pair after the known ones is one of the 16 ordered pairs of R G B Y, equally likely; the",
    "player sees one pair ahead before placing (expectimax). n counts the current pair as move 1.",
    "Conditions (on one chain): --chain k (at least k chains), --clear c (at least c colour puyos",
    "popped), --allclear (a chain that empties the field), --score s (a chain scoring at least s).",
    "--early: a placement that fires a chain not meeting the condition fails the branch (fail) or",
    "the game goes on from the field after it (continue, the default, as the source's recursion).",
    "A placement that fills the X cell (3,12) fails. The field settles and its own chain resolves",
    "first; if (3,12) is then filled the field is already lost and refused (as in play).",
    "--next takes the known next pairs, e.g.",
    "--next \"GB YY\". The field: text format, a puyop.com link, or 'empty'; 4 colours only.",
    "Output: probability, fraction (exact, lowest terms), placements [{ column, rotation,",
    "probability, reachable }] for the current pair (rotation 0 up, 1 right, 2 down, 3 left; the",
    "probability when committing to it before seeing the next pair; an unreachable placement is no",
    "move at all and has probability 0), nodes (fields resolved) and ms.",
    "Bounds: the search stops with a message at --max-ms or when its table grows by --max-mb;",
    "progress goes to stderr on a terminal or with --progress. Each move multiplies the work by",
    "about 200: --moves 4 takes seconds from a mid-game field, 5 from an empty one does not finish.",
    "Example: pnpm arcade puyo prob --field Y.....BB..G.RRG.YY --pair RG --moves 3 --chain 3 --json",
  ].join("\n"),
  options: {
    field: { type: "string", value: "F", description: "the field (text format, puyop.com link, or 'empty')" },
    pair: { type: "string", value: "AB", description: "the current pair, axis first (e.g. RG)" },
    next: { type: "string", value: "AB…", description: 'known next pairs, in order (e.g. "GB YY")' },
    moves: { type: "string", value: "n", description: `moves including the current pair, 1..${MAX_MOVES}` },
    chain: { type: "string", value: "k", description: "condition: a chain of at least k" },
    clear: { type: "string", value: "c", description: "condition: at least c colour puyos popped in one chain" },
    allclear: { type: "boolean", description: "condition: an all clear" },
    score: { type: "string", value: "s", description: "condition: a chain scoring at least s" },
    early: { type: "string", value: "MODE", description: "fail or continue (default): chains that fire too early" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const field = readField(requireOption(values, "field"), "--field");
    const pair = parsePair(requireOption(values, "pair"), "--pair");
    const next = values.next === undefined ? [] : parsePairList(requireOption(values, "next"), "--next");
    const moves = intOption(values, "moves", 1, MAX_MOVES);
    const condition = conditionOf(values);
    const early = choiceOption(values, "early", ["fail", "continue"] as const, "continue");
    limitsOption(values, "fewer --moves"); // checks --max-ms and --max-mb (one line, exit 2)
    // The calculator's table is typed arrays, outside the JS heap: the memory limit counts them too.
    const limits = new WorkLimits({
      maxMs: values["max-ms"] === undefined ? DEFAULT_MAX_MS : Number(values["max-ms"]),
      maxBytes: (values["max-mb"] === undefined ? DEFAULT_MAX_MB : Number(values["max-mb"])) * 1024 * 1024,
      advice: "fewer --moves",
      heapUsed: () => {
        const heap = getHeapStatistics();
        return heap.used_heap_size + heap.external_memory;
      },
    });
    const progress = progressOption(values, io.stderr, "puyo prob");
    const start = performance.now();
    let result;
    try {
      result = probability(
        { field, pair, next, moves, condition, early },
        {
          signal: limits.flag(),
          onProgress: (done) => progress.update(done, 1),
          resolver: nodeResolver(),
        },
      );
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      if (error instanceof CalculationTooLarge) throw new InputError(error.message, "--moves");
      if (error instanceof InputError) throw error.under(error.where === "pair" ? "--pair" : error.where?.startsWith("next") ? "--next" : "--field");
      throw error;
    } finally {
      progress.finish();
    }
    const ms = Math.round(performance.now() - start);
    const out: ProbJson = {
      probability: result.probability,
      fraction: result.fraction,
      placements: result.placements.map((p) => ({ column: p.column, rotation: p.rotation, probability: p.probability, reachable: p.reachable })),
      nodes: result.nodes,
      ms,
    };
    if (json) {
      io.stdout.write(`${JSON.stringify(out)}\n`);
      return;
    }
    // Reachable placements by probability, then the unreachable ones (no move at all, not a 0 % chance).
    const ranked = [...result.placements].sort((a, b) => Number(b.reachable) - Number(a.reachable) || b.probability - a.probability);
    io.stdout.write(
      [
        `probability: ${(result.probability * 100).toFixed(4)}% (${result.fraction})`,
        ...ranked.map(
          (p) =>
            `  ${printPlacement({ column: p.column, rotation: p.rotation as 0 })}  ${p.reachable ? `${(p.probability * 100).toFixed(4)}%  ${p.fraction}` : "unreachable"}`,
        ),
        `nodes: ${result.nodes}, ${ms} ms`,
      ].join("\n") + "\n",
    );
  },
};

export const group: CommandGroup = {
  name: "puyo",
  summary: "Puyo Puyo Tsu: resolve chains, play seeded games, compute chain probabilities, bot versus.",
  commands: [chainCommand, playCommand, probCommand, selfplayCommand, replayCommand, versusCommand],
};
