// Core's commands: `arcade rng`, `arcade bag`, `arcade shuffle`.
import { InputError } from "../errors.ts";
import { Bag } from "../bag/bag.ts";
import { DEFAULT_GENERATOR, GENERATOR_NAMES, Rng, isGeneratorName, type GeneratorName } from "../random/rng.ts";
import { seedText } from "../random/seed.ts";
import { applyRoutine, formatRoutine, freshDeck, parseRoutine, type ShuffleParams } from "../shuffle/routine.ts";
import { risingSequences, successions } from "../shuffle/stats.ts";
import { choiceOption, intOption, numberOption, requireOption, writeChunk, type Command, type OptionValues } from "./command.ts";

const MAX_COUNT = Number.MAX_SAFE_INTEGER;
const TEXT_BATCH = 4096;
const RAW_WORDS = 16384; // 64 KiB per write
/** Card moves one `shuffle` may make (cards × steps × times): a few seconds of work. */
export const MAX_SHUFFLE_MOVES = 200_000_000;

function seedOption(values: OptionValues): string {
  return seedText(requireOption(values, "seed"), "--seed");
}

function generatorOption(values: OptionValues): GeneratorName {
  const raw = values.generator;
  if (raw === undefined) return DEFAULT_GENERATOR;
  if (typeof raw !== "string" || !isGeneratorName(raw)) {
    throw new InputError(`must be one of ${GENERATOR_NAMES.join(", ")}, got ${JSON.stringify(raw)}`, "--generator");
  }
  return raw;
}

export const rngCommand: Command = {
  name: "rng",
  summary: "Print numbers from a seeded generator (or raw bytes for statistical test suites).",
  usage: "--seed S [--count N] [--format u32|float|raw] [--generator NAME]",
  details: [
    "u32 and float print one value per line (10 values unless --count is given).",
    "raw writes little-endian 32-bit words to stdout, endlessly when --count is absent, and stops",
    "quietly when the reader closes the pipe:  pnpm arcade rng --seed x --format raw | dieharder -g 200 -d 0",
    `Generators: ${GENERATOR_NAMES.join(", ")} (lcg31 is the source article's weak LCG, for demonstrations only).`,
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: 'the seed (any short text; 42 and "42" are the same seed)' },
    count: { type: "string", value: "N", description: "how many values (raw: 32-bit words)" },
    format: { type: "string", value: "F", description: "u32 (default), float (53-bit in [0,1)) or raw" },
    generator: { type: "string", value: "NAME", description: `${DEFAULT_GENERATOR} (default) or lcg31` },
  },
  async run({ values, json, io }) {
    const seed = seedOption(values);
    const generator = generatorOption(values);
    const format = choiceOption(values, "format", ["u32", "float", "raw"] as const, "u32");
    if (format === "raw" && json) throw new InputError("cannot be combined with --format raw (raw output is binary)", "--json");
    const count = values.count === undefined && format === "raw" ? Infinity : intOption(values, "count", 0, MAX_COUNT, 10);
    const rng = Rng.from(seed, generator);

    if (format === "raw") {
      const words = new Uint32Array(RAW_WORDS);
      const bytes = new Uint8Array(words.buffer);
      const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
      const view = new DataView(words.buffer);
      for (let left = count; left > 0; left -= RAW_WORDS) {
        const n = Math.min(RAW_WORDS, left);
        if (littleEndian) for (let i = 0; i < n; i++) words[i] = rng.u32();
        else for (let i = 0; i < n; i++) view.setUint32(i * 4, rng.u32(), true);
        if (!(await writeChunk(io.stdout, bytes.subarray(0, n * 4)))) return;
      }
      return;
    }

    const draw = format === "u32" ? () => String(rng.u32()) : () => String(rng.float());
    const separator = json ? "," : "\n";
    if (json) {
      const head = JSON.stringify({ generator, seed, format, count });
      if (!(await writeChunk(io.stdout, `${head.slice(0, -1)},"values":[`))) return;
    }
    for (let done = 0; done < count;) {
      const n = Math.min(TEXT_BATCH, count - done);
      const batch = Array.from({ length: n }, draw).join(separator);
      const lead = json && done > 0 ? "," : "";
      if (!(await writeChunk(io.stdout, json ? lead + batch : `${batch}\n`))) return;
      done += n;
    }
    if (json) await writeChunk(io.stdout, "]}\n");
  },
};

/** A game's bag, for `arcade bag` without --items: its contents and the stream it deals from. */
export interface BagPreset {
  game: string;
  items: readonly string[];
  stream: string;
}

let defaultBag: BagPreset | null = null;

/**
 * Makes `preset` what `arcade bag` deals without --items (Tetris's CLI module registers its
 * 7-bag, so the command shows exactly the order its game deals). Core knows no game's pieces.
 */
export function registerDefaultBag(preset: BagPreset): void {
  defaultBag = preset;
}

export const bagCommand: Command = {
  name: "bag",
  summary: "Deal pieces from a seeded bag randomizer (a game's bag by default: Tetris's 7-bag).",
  usage: "--seed S --count N [--items IOTSZJL]",
  details: [
    "Without --items the pieces are the registered game's bag (Tetris: IOTSZJL from the seed's",
    '"pieces" stream, exactly as the game deals them), so a seed shows the order every player of',
    "that seed gets. --items sets any other bag contents, one character per item (repeats make an",
    "item more frequent), dealt from the same stream.",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the seed" },
    count: { type: "string", value: "N", description: "how many pieces" },
    items: { type: "string", value: "CHARS", description: "the bag's contents, one character each (default IOTSZJL)" },
  },
  run({ values, json, io }) {
    const seed = seedOption(values);
    const count = intOption(values, "count", 0, 10_000_000);
    const itemsText = values.items;
    const preset = defaultBag;
    if (itemsText === undefined && preset === null) throw new InputError("is required: no game registers a default bag", "--items");
    const items = itemsText === undefined ? [...preset!.items] : [...String(itemsText)];
    if (items.length === 0) throw new InputError("must name at least one item", "--items");
    if (items.some((c) => c.trim() === "")) throw new InputError("must not contain spaces", "--items");
    const bag = new Bag(items, Rng.from(seed).fork(preset?.stream ?? "pieces"));
    const pieces = Array.from({ length: count }, () => bag.next()).join("");
    io.stdout.write(json ? `${JSON.stringify({ seed, items: items.join(""), count, pieces })}\n` : `${pieces}\n`);
  },
};

export const shuffleCommand: Command = {
  name: "shuffle",
  summary: "Shuffle a deck of N cards with a physical shuffle model and print the resulting order.",
  usage: "--method C|H|R|F|D --cards N --seed S [--times K]",
  details: [
    "Methods: C cut (split ~ N(n/2, 5)), H Hindu/overhand (packets ~ N(10, 10/6)), R riffle",
    "(Gilbert-Shannon-Reeds), F perfect faro (out unless --faro in), D deal into 10 piles (dealt",
    "onto the piles in turn, picked up with pile 0 on top). --method also takes a routine such as",
    '"H10 D R4"; --times repeats the whole routine. Cards are labelled by their starting position',
    "0..N-1 and the order is printed top card first.",
  ].join("\n"),
  options: {
    method: { type: "string", value: "M", description: 'C, H, R, F or D, or a routine such as "H10 D R4"' },
    cards: { type: "string", value: "N", description: "deck size (1..100000)" },
    seed: { type: "string", value: "S", description: "the seed" },
    times: { type: "string", value: "K", description: "repeat the whole routine K times (default 1)" },
    packet: { type: "string", value: "H", description: "Hindu mean packet size (default 10; sd = H/6)" },
    piles: { type: "string", value: "P", description: "number of piles to deal into (default 10)" },
    faro: { type: "string", value: "in|out", description: "perfect faro kind (default out)" },
    "cut-sd": { type: "string", value: "SD", description: "cut point standard deviation (default 5)" },
  },
  run({ values, json, io }) {
    const routine = parseRoutine(requireOption(values, "method"));
    const cards = intOption(values, "cards", 1, 100_000);
    const seed = seedOption(values);
    const times = intOption(values, "times", 1, 100_000, 1);
    const packet = numberOption(values, "packet");
    const cutSd = numberOption(values, "cut-sd");
    const params: ShuffleParams = {
      faro: choiceOption(values, "faro", ["out", "in"] as const, "out"),
      ...(packet === undefined ? {} : { packet }),
      ...(cutSd === undefined ? {} : { cutSd }),
      ...(values.piles === undefined ? {} : { piles: intOption(values, "piles", 1, 100_000) }),
    };
    const steps = routine.reduce((sum, step) => sum + step.times, 0);
    const moves = cards * steps * times;
    if (moves > MAX_SHUFFLE_MOVES) {
      throw new InputError(
        `${cards} cards × ${steps} steps × ${times} times is ${moves} card moves, more than the ${MAX_SHUFFLE_MOVES} one command may make`,
        values.times === undefined ? "--method" : "--times",
      );
    }
    const rng = Rng.from(seed);
    let deck = freshDeck(cards);
    for (let i = 0; i < times; i++) deck = applyRoutine(deck, routine, rng, params);
    if (json) {
      const result = {
        method: formatRoutine(routine),
        cards,
        seed,
        times,
        order: deck,
        risingSequences: risingSequences(deck),
        successions: successions(deck),
      };
      io.stdout.write(`${JSON.stringify(result)}\n`);
    } else {
      io.stdout.write(`${deck.join(" ")}\n`);
    }
  },
};

export const coreCommands: Command[] = [rngCommand, bagCommand, shuffleCommand];
