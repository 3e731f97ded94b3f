// `arcade <game> replay FILE`: any game with a record (sim/record.ts) gets this command from its
// rules alone. The file is read with a byte bound, parsed, checked (its game, its rules version,
// the game's own checks, an end frame within bounds) and re-run to its end; the JSON says what the
// game came to as `final`, the game's `summary()` unless it supplies its own.
import { InputError } from "../errors.ts";
import { checkRecord, endFrame, rerun, type GameRecord, type ReplayRules, type ReplayableGame } from "../sim/record.ts";
import { parseReplay } from "../sim/replay.ts";
import type { Command } from "./command.ts";
import { MAX_RECORD_FILE_BYTES, readTextFile } from "./files.ts";

/** The furthest frame a re-run goes unless a game says otherwise: 24 hours at 60 frames a second. */
export const MAX_REPLAY_FRAMES = 24 * 60 * 60 * 60;

/** What the generic replay command prints with --json (a game may print more: `ReplayCommandSpec.json`). */
export interface ReplayJson {
  game: string;
  rulesVersion: number;
  seed: string;
  mode: string;
  frames: number;
  final: unknown;
}

export interface ReplayCommandSpec<G extends ReplayableGame> {
  rules: ReplayRules<G>;
  /** The game's name in the help text ("Minesweeper"). */
  title: string;
  /** More help: what `final` holds, where records come from. */
  details?: readonly string[];
  /**
   * The game's own checks of a whole record before its first frame (every input, its last frame);
   * an InputError names the record's field. Its game and rules version are checked before.
   */
  check?: (record: GameRecord) => void;
  /** The last frame a re-run may reach (default MAX_REPLAY_FRAMES): a record ending later is refused. */
  maxFrames?: number;
  /** What `final` holds (default `game.summary()`). */
  final?: (game: G) => unknown;
  /** The whole JSON document, when the game prints more than the generic fields (keep them in it). */
  json?: (game: G, record: GameRecord, generic: ReplayJson) => object;
  /** The readable output (default: a header line, then `final`'s fields one a line). */
  text?: (game: G, generic: ReplayJson) => string;
}

/** Reads and checks a record file for re-running: bounded read, parse, game, rules version, end frame. */
export function readRecordFile<G extends ReplayableGame>(file: string, spec: Pick<ReplayCommandSpec<G>, "rules" | "check" | "maxFrames">): GameRecord {
  const record = parseReplay(readTextFile(file, MAX_RECORD_FILE_BYTES), "replay");
  InputError.within("replay", () => {
    checkRecord(spec.rules, record);
    spec.check?.(record);
  });
  const limit = spec.maxFrames ?? MAX_REPLAY_FRAMES;
  const end = endFrame(record);
  if (end > limit) {
    throw new InputError(
      `the record runs to frame ${end}, past frame ${limit}, the furthest a re-run goes`,
      record.frames === end ? "replay.frames" : "replay.inputs",
    );
  }
  return record;
}

function defaultText(generic: ReplayJson): string {
  const fields = typeof generic.final === "object" && generic.final !== null ? Object.entries(generic.final) : [["final", generic.final] as const];
  return [
    `${generic.game} rules ${generic.rulesVersion} · seed ${generic.seed} · mode ${generic.mode} · ${generic.frames} frames`,
    ...fields.map(([name, value]) => `${name}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`),
  ].join("\n");
}

/** The `replay` command of a game with a record: `arcade <game> replay FILE [--json]`. */
export function replayCommand<G extends ReplayableGame>(spec: ReplayCommandSpec<G>): Command {
  return {
    name: "replay",
    summary: `Re-run a ${spec.title} record through the rules and print where the game ends.`,
    usage: "<file>",
    details: [
      `The file is a Pocket Arcade replay (format "pocket-arcade-replay") of a ${spec.title} game. It is`,
      "played frame by frame and stops at its end frame (or at game over). A record of another game",
      "or of other rules (rulesVersion), a damaged file, an input the rules refuse or a record longer",
      `than ${MAX_RECORD_FILE_BYTES} bytes or ${spec.maxFrames ?? MAX_REPLAY_FRAMES} frames exits 2 saying where.`,
      "Output: game, rulesVersion, seed, mode, frames, final (what the game came to).",
      ...(spec.details ?? []),
    ].join("\n"),
    options: {},
    positionals: 1,
    run({ positionals, json, io }) {
      const file = positionals[0];
      if (file === undefined) throw new InputError("is required: the record to re-run", "<file>");
      const record = readRecordFile(file, spec);
      const game = InputError.within("replay", () => rerun(spec.rules, record));
      const generic: ReplayJson = {
        game: record.game,
        rulesVersion: record.rulesVersion,
        seed: record.seed,
        mode: record.mode,
        frames: game.frame,
        final: spec.final ? spec.final(game) : game.summary(),
      };
      if (json) io.stdout.write(`${JSON.stringify(spec.json ? spec.json(game, record, generic) : generic)}\n`);
      else io.stdout.write(`${spec.text ? spec.text(game, generic) : defaultText(generic)}\n`);
    },
  };
}
