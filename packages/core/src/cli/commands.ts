// Core's commands: `arcade rng` and `arcade bag`.
import { InputError } from "../errors.ts";
import { Bag } from "../bag/bag.ts";
import { DEFAULT_GENERATOR, GENERATOR_NAMES, Rng, isGeneratorName, type GeneratorName } from "../random/rng.ts";
import { seedText } from "../random/seed.ts";
import { choiceOption, intOption, requireOption, writeChunk, type Command, type OptionValues } from "./command.ts";

const MAX_COUNT = Number.MAX_SAFE_INTEGER;
const TEXT_BATCH = 4096;
const RAW_WORDS = 16384; // 64 KiB per write

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
 * Makes `preset` what `arcade bag` deals without --items (a game's CLI module registers its bag,
 * so the command shows exactly the order its game deals). Core knows no game's pieces.
 */
export function registerDefaultBag(preset: BagPreset): void {
  defaultBag = preset;
}

/** The registered bag in help text, e.g. "dice's bag 123456, from the seed's \"dice\" stream". */
function registeredBag(): string {
  return defaultBag === null ? "none" : `${defaultBag.game}'s bag ${defaultBag.items.join("")}, from the seed's ${JSON.stringify(defaultBag.stream)} stream`;
}

export const bagCommand: Command = {
  name: "bag",
  summary: "Deal pieces from a seeded bag randomizer (by default the bag a game registers).",
  usage: "--seed S --count N [--items CHARS]",
  // A getter: a game's CLI module registers its bag after this module is loaded.
  get details() {
    return [
      "Without --items the pieces are the bag a game registered, dealt exactly as the game deals",
      "them, so a seed shows the order every player of that seed gets. --items sets any other bag",
      "contents, one character per item (repeats make an item more frequent), dealt from the same",
      `stream. Registered: ${registeredBag()}.`,
    ].join("\n");
  },
  options: {
    seed: { type: "string", value: "S", description: "the seed" },
    count: { type: "string", value: "N", description: "how many pieces" },
    items: { type: "string", value: "CHARS", description: "the bag's contents, one character each (default: the registered bag)" },
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

export const coreCommands: Command[] = [rngCommand, bagCommand];
