import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringifyReplay } from "@arcade/core";
import { memoryIo, runCli } from "@arcade/core/cli";
import { afterAll, describe, expect, it } from "vitest";
import { group, type BotJson, type SimResult, type SuggestionJson } from "./cli.ts";
import { boardFromFumen, boardToFumen } from "./fumen.ts";
import {
  boardFromRows,
  clearLines,
  emptyBoard,
  MAX_REPLAY_FRAME,
  place,
  replayOf,
  runReplay,
  type GameConfig,
  type PieceType,
  type Rotation,
} from "./rules/index.ts";
import { randomBoard } from "./analysis/test/boards.ts";

async function run(...argv: string[]) {
  const { io, stdout, stderr } = memoryIo();
  const code = await runCli(argv, [group], io);
  return { code, out: stdout(), err: stderr() };
}

type SimJson = SimResult;

/** A fumen of text rows, top row first (the last row is y = 0). */
const fumen = (...rows: string[]) => boardToFumen(boardFromRows(rows));

async function sim(board: string, queue: string, inputs: string, ...extra: string[]): Promise<SimJson> {
  const { code, out, err } = await run("tetris", "sim", "--board", board, "--queue", queue, "--inputs", inputs, "--json", ...extra);
  expect(err, `sim ${inputs}`).toBe("");
  expect(code).toBe(0);
  return JSON.parse(out) as SimJson;
}

/** The points the inputs `then` score after `first`: drop points cancel out when `then` is a lock in place. */
async function pointsOf(board: string, queue: string, first: string, then: string): Promise<number> {
  const before = await sim(board, queue, first);
  const after = await sim(board, queue, `${first} ${then}`);
  return after.score - before.score;
}

async function expectBadInput(argv: string[], message: RegExp): Promise<void> {
  const { code, out, err } = await run(...argv);
  expect(code, argv.join(" ")).toBe(2);
  expect(err).toMatch(message);
  expect(err.trim().split("\n"), argv.join(" ")).toHaveLength(1);
  expect(out).toBe("");
}

describe("arcade tetris sim: Guideline checks", () => {
  it("kicks an I off the left wall (SRS R→0, test 2: two columns right in box terms)", async () => {
    // cw from spawn puts the I upright in column 5; at the wall a plain ccw would stick out on
    // the left (test 1 fails), so test 2 shifts it and it lies flat on columns 0-3.
    const result = await sim("empty", "I", "cw left left left left left ccw hd");
    expect(result.board).toBe(fumen("IIII......"));
    // Without the wall the same ccw needs no kick: the I turns back in place over columns 3-6.
    expect((await sim("empty", "I", "cw ccw hd")).board).toBe(fumen("...IIII..."));
  });

  it("uses the fifth kick test for a T-spin triple (0→R, (-1,-2))", async () => {
    const board = fumen("GGGG......", "GGG.......", "GGG.GGGGGG", "GGG..GGGGG", "GGG.GGGGGG");
    const result = await sim(board, "T", "right sd left cw hd");
    expect(result.clear).toBe("tspin-triple");
    expect(result.lines).toBe(3);
    expect(result.board).toBe(fumen("GGGG......", "GGG......."));
    expect(await pointsOf(board, "T", "right sd left cw", "hd")).toBe(1600);
  });

  it("scores a T-spin double in a TSD slot: 1200 at level 1, no B2B bonus on the first", async () => {
    const board = fumen("GGGG..GGGG", "GGG...GGGG", "GGGG.GGGGG");
    const result = await sim(board, "T", "cw sd cw hd");
    expect(result).toMatchObject({ clear: "tspin-double", lines: 2, combo: 0, toppedOut: false });
    expect(result.board).toBe(fumen("GGGG..GGGG"));
    expect(await pointsOf(board, "T", "cw sd cw", "hd")).toBe(1200);
    // b2b is the game's flag after the lock: a TSD is difficult, so the next difficult clear gets it.
    expect(result.b2b).toBe(true);
    // Moves that fail (the T is wedged in) change nothing, so the rotation is still the last action.
    expect((await sim(board, "T", "cw sd cw left right hd")).clear).toBe("tspin-double");
  });

  it("scores a T-spin mini single (kicked in by test 3, one front corner)", async () => {
    const board = fumen("..GGGGGGGG", "...GGGGGGG");
    const result = await sim(board, "T", "cw left left left left sd ccw hd");
    expect(result).toMatchObject({ clear: "tspin-mini-single", lines: 1, b2b: true });
    expect(result.board).toBe(fumen(".TGGGGGGGG"));
    expect(await pointsOf(board, "T", "cw left left left left sd ccw", "hd")).toBe(200);
  });

  it("scores a tetris (800), then a back-to-back tetris (1200)", async () => {
    const well = "GGGGGGGGG.";
    const board = fumen("G.........", well, well, well, well, well, well, well, well);
    const drop = "cw right right right right sd";
    // An O between the tetrises ends the combo (no lines) but keeps B2B (only easy clears break it).
    const queue = "IOI";
    expect(await pointsOf(board, queue, drop, "hd")).toBe(800);
    expect(await pointsOf(board, queue, `${drop} hd hd ${drop}`, "hd")).toBe(1200);
    const first = await sim(board, queue, `${drop} hd`);
    expect(first).toMatchObject({ clear: "tetris", lines: 4, b2b: true, combo: 0 });
    const second = await sim(board, queue, `${drop} hd hd ${drop} hd`);
    expect(second).toMatchObject({ clear: "tetris", lines: 8, b2b: true, combo: 0, toppedOut: false });
    expect(second.board).toBe(fumen("....OO....", "G...OO...."));
    // Straight after the first, the second tetris is also a combo: 1200 + 50 × 1.
    expect(await pointsOf(board, "II", `${drop} hd ${drop}`, "hd")).toBe(1250);
  });

  it("names a perfect clear", async () => {
    const board = fumen("GGG....GGG");
    const result = await sim(board, "I", "hd");
    expect(result).toMatchObject({ clear: "perfect-clear", lines: 1, board: boardToFumen(emptyBoard()) });
    // A single (100) plus the one-line perfect clear bonus (800).
    expect(await pointsOf(board, "I", "sd", "hd")).toBe(900);
  });

  it("reports a lock out (marathon ends; zen empties the board and goes on)", async () => {
    const rows = Array.from({ length: 20 }, () => "G.GGGGGGGG");
    const marathon = await sim(fumen(...rows), "T", "hd", "--mode", "marathon");
    expect(marathon.toppedOut).toBe(true);
    const zen = await sim(fumen(...rows), "TT", "hd");
    expect(zen.toppedOut).toBe(true);
    expect(zen.board).toBe(boardToFumen(emptyBoard()));
  });

  it("reports a block out at the first spawn", async () => {
    const rows = Array.from({ length: 21 }, () => "G.GGGGGGGG");
    expect((await sim(fumen(...rows), "T", "", "--mode", "marathon")).toppedOut).toBe(true);
    expect((await sim(fumen(...rows), "T", "")).toppedOut).toBe(true);
    await expectBadInput(
      ["tetris", "sim", "--board", fumen(...rows), "--queue", "T", "--mode", "sprint", "--inputs", "left hd"],
      /--inputs: token "left" at position 1 comes after the game ended \(blockOut\)/,
    );
  });

  it("reports a block out after a hold in zen", async () => {
    // The O fits one row up (centre y = 20) beside the mino at (3, 20); the I it swaps for does not.
    const rows = ["...G......", ...Array.from({ length: 20 }, () => "G.GGGGGGGG")];
    expect((await sim(fumen(...rows), "OI", "")).toppedOut).toBe(false);
    const result = await sim(fumen(...rows), "OI", "hold");
    expect(result.toppedOut).toBe(true);
    expect(result.board).toBe(boardToFumen(emptyBoard()));
  });

  it("does not mistake a perfect clear for a top-out", async () => {
    expect((await sim(fumen("GGG....GGG"), "IT", "hd")).toppedOut).toBe(false);
  });

  it("turns 180° unless --no-180", async () => {
    expect((await sim("empty", "T", "180 hd")).board).toBe(fumen("...TTT....", "....T....."));
    expect((await sim("empty", "T", "180 hd", "--no-180")).board).toBe(fumen("....T.....", "...TTT...."));
    expect((await sim("empty", "T", "180 hd", "--allow-180")).board).toBe(fumen("...TTT....", "....T....."));
  });

  it("uses the hold slot and the queue", async () => {
    // The T goes to hold and the held I comes out; after the I locks, the O comes from the queue.
    const result = await sim("empty", "TO", "hold hd hd", "--hold", "i");
    expect(result.board).toBe(fumen("....OO....", "....OO....", "...IIII..."));
    await expectBadInput(
      ["tetris", "sim", "--board", "empty", "--queue", "TO", "--hold", "I", "--inputs", "hold hd hd hd"],
      /token "hd" at position 4 comes after the game ended \(queueEmpty\)/,
    );
  });

  it("reads fumen URLs and is case-insensitive in tokens and pieces", async () => {
    const url = `https://harddrop.com/fumen/?${fumen("GGG....GGG")}`;
    expect((await sim(url, "i", "HD")).clear).toBe("perfect-clear");
  });

  it("prints a readable board: rows top-down, at least four", async () => {
    const { code, out } = await run("tetris", "sim", "--board", "empty", "--queue", "T", "--inputs", "hd");
    expect(code).toBe(0);
    const [board, fields] = out.split("\n\n");
    expect(board!.split("\n")).toEqual(["..........", "..........", "....T.....", "...TTT...."]);
    expect(fields).toMatch(/^board: v115@\S+\nlines: 0\nclear: none\nscore: 38\nb2b: false\ncombo: -1\ntoppedOut: false\nactive: none\n$/);
    const moving = await run("tetris", "sim", "--board", "empty", "--queue", "T", "--inputs", "cw sd");
    expect(moving.out).toMatch(/\nactive: T rotation 1 at \(4, 1\)\n$/);
    const tall = await run(
      "tetris",
      "sim",
      "--board",
      fumen("G.........", "G.........", "G.........", "G.........", "G........."),
      "--queue",
      "T",
      "--inputs",
      "",
    );
    expect(tall.out.split("\n\n")[0]!.split("\n")).toHaveLength(5);
  });
});

describe("arcade tetris sim: bad input", () => {
  const base = ["tetris", "sim", "--board", "empty", "--queue", "T"];
  it("names the token and its position", async () => {
    await expectBadInput([...base, "--inputs", "left cw spin hd"], /^arcade tetris sim: --inputs: unknown token "spin" at position 3 /);
    await expectBadInput([...base, "--inputs", "left,, sonic"], /--inputs: unknown token "sonic" at position 2 /);
    await expectBadInput([...base, "--inputs", "hd hd"], /--inputs: token "hd" at position 2 comes after the game ended \(queueEmpty\)/);
  });

  it("names the option for bad pieces and boards", async () => {
    await expectBadInput(["tetris", "sim", "--board", "empty", "--queue", "TXI", "--inputs", "hd"], /--queue: unknown piece "X" at position 2/);
    await expectBadInput(["tetris", "sim", "--board", "empty", "--queue", "", "--inputs", "hd"], /--queue: must name at least one piece/);
    await expectBadInput([...base, "--hold", "Q", "--inputs", "hd"], /--hold: unknown piece "Q" at position 1/);
    await expectBadInput([...base, "--hold", "TI", "--inputs", "hd"], /--hold: must be one piece/);
    await expectBadInput(
      ["tetris", "sim", "--board", "v115@nope!", "--queue", "T", "--inputs", "hd"],
      /^arcade tetris sim: --board: could not decode: unexpected character "!"/,
    );
    await expectBadInput(
      ["tetris", "sim", "--board", "full", "--queue", "T", "--inputs", "hd"],
      /^arcade tetris sim: --board: not a fumen string \(expected v115@…\)\n$/,
    );
    await expectBadInput(["tetris", "sim", "--board", fumen("GGGGGGGGGG"), "--queue", "T", "--inputs", "hd"], /--board: row 0 is full/);
    await expectBadInput([...base, "--mode", "battle", "--inputs", "hd"], /--mode: must be one of marathon, sprint, ultra, zen, got "battle"/);
    await expectBadInput([...base, "--allow-180", "--no-180", "--inputs", "hd"], /--no-180: cannot be combined with --allow-180/);
    await expectBadInput(["tetris", "sim", "--board", "empty", "--inputs", "hd"], /--queue: is required/);
    await expectBadInput([...base], /--inputs: is required/);
  });

  it("refuses an option given twice rather than keeping the last one silently", async () => {
    await expectBadInput([...base, "--inputs", "hd", "--inputs", "left hd"], /^arcade tetris sim: --inputs: is given more than once; give it once\n$/);
  });
});

describe("arcade tetris replay", () => {
  const dir = mkdtempSync(join(tmpdir(), "tetris-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const config: GameConfig = { seed: "replay-test", mode: "marathon", allow180: false, softDropFactor: 20 };

  it("runs a replay and prints where it ends", async () => {
    const inputs = [
      [0, "rightWall"],
      [0, "hardDrop"],
      [10, "leftWall"],
      [12, "sdOn"],
      [40, "sdOff"],
      [45, "cw"],
      [45, "hardDrop"],
      [60, "sdOff"],
    ] as const;
    const replay = replayOf(config, inputs);
    const game = runReplay(replay);
    const { code, out, err } = await run("tetris", "replay", write("game.json", stringifyReplay(replay)), "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const summary = {
      frames: game.frame,
      pieces: game.pieces,
      lines: game.lines,
      score: game.score,
      level: game.level,
      over: null,
      board: boardToFumen(game.board),
    };
    // The fields it always printed, then those every game's replay prints: game, rulesVersion, final.
    expect(JSON.parse(out)).toEqual({ seed: "replay-test", mode: "marathon", ...summary, game: "tetris", rulesVersion: 1, final: summary });
    expect(game.frame).toBe(60);
    expect(game.pieces).toBeGreaterThanOrEqual(2);
    const text = await run("tetris", "replay", join(dir, "game.json"));
    expect(text.out).toMatch(/\n\nseed: replay-test\nmode: marathon\nframes: 60\n/);
  });

  it("exits 2 with one line for a missing file, bad JSON or another game", async () => {
    const valid = JSON.parse(stringifyReplay(replayOf(config, [[0, "hardDrop"]]))) as Record<string, unknown>;
    await expectBadInput(["tetris", "replay", join(dir, "missing.json")], /missing\.json: no such file\n$/);
    await expectBadInput(["tetris", "replay", dir], /: is a directory\n$/);
    await expectBadInput(["tetris", "replay", write("bad.json", "{ not json")], /^arcade tetris replay: replay: is not valid JSON/);
    await expectBadInput(
      ["tetris", "replay", write("puyo.json", JSON.stringify({ ...valid, game: "puyo" }))],
      /replay\.game: is a record of "puyo", not of "tetris"\n$/,
    );
    await expectBadInput(
      ["tetris", "replay", write("v9.json", JSON.stringify({ ...valid, rulesVersion: 9 }))],
      /replay\.rulesVersion: was recorded with rules version 9, and this build plays version 1: a record of newer rules cannot be re-run\n$/,
    );
    await expectBadInput(
      ["tetris", "replay", write("act.json", JSON.stringify({ ...valid, inputs: [[0, "spin"]] }))],
      /replay\.inputs\[0\]: action must be one of/,
    );
    await expectBadInput(["tetris", "replay"], /<file>: is required/);
  });

  it("refuses an input past the last frame any game of its mode can reach, at once", async () => {
    const far = (mode: GameConfig["mode"], frame: number) =>
      write(
        `${mode}-${frame}.json`,
        stringifyReplay(
          replayOf({ ...config, mode }, [
            [0, "sdOn"],
            [frame, "left"],
          ]),
        ),
      );
    const start = performance.now();
    await expectBadInput(
      ["tetris", "replay", far("zen", Number.MAX_SAFE_INTEGER)],
      /^arcade tetris replay: replay\.inputs\[1\]: frame 9007199254740991 is past frame 5184000, 24 hours of play, the most a replay may hold\n$/,
    );
    await expectBadInput(["tetris", "replay", far("ultra", 7201)], /replay\.inputs\[1\]: frame 7201 is past frame 7200, the end of every ultra game\n$/);
    expect(performance.now() - start).toBeLessThan(5000);
    // At the bounds themselves the replay runs: ultra ends at its time limit; zen plays the day through.
    const ultra = JSON.parse((await run("tetris", "replay", far("ultra", 7200), "--json")).out) as { frames: number; over: string | null };
    expect(ultra.frames).toBeLessThanOrEqual(7200);
    const zen = await run("tetris", "replay", far("zen", MAX_REPLAY_FRAME), "--json");
    expect(zen.code).toBe(0);
    expect((JSON.parse(zen.out) as { frames: number }).frames).toBe(MAX_REPLAY_FRAME);
  });
});

interface SuggestJson {
  best: SuggestionJson;
  alternatives: SuggestionJson[];
}

describe("arcade tetris suggest", () => {
  async function suggest(...argv: string[]): Promise<SuggestJson> {
    const { code, out, err } = await run("tetris", "suggest", ...argv, "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    return JSON.parse(out) as SuggestJson;
  }

  it("prints the best placement and alternatives with sim inputs", async () => {
    const result = await suggest("--board", "empty", "--queue", "TIOSZ");
    expect(Object.keys(result.best).sort()).toEqual(["inputs", "piece", "rotation", "score", "x", "y"]);
    expect(result.alternatives.length).toBeGreaterThan(0);
    expect(result.alternatives.length).toBeLessThanOrEqual(4);
    expect(result.best.inputs).toMatch(/^(hold )?((left|right|cw|ccw|180|sd) )*hd$/);
    expect(typeof result.best.score).toBe("number");
  });

  it("says why an alternative with a higher score is listed lower", async () => {
    // From an empty board with O then T, the T lines (hold first) leave the beam earlier: their
    // scores look fewer pieces ahead and can be higher than the O lines ranked above them.
    const result = await suggest("--board", "empty", "--queue", "OTSZ");
    const listed = [result.best, ...result.alternatives];
    let labelled = 0;
    listed.forEach((s, i) => {
      const belowLower = listed.slice(0, i).some((earlier) => earlier.score < s.score);
      expect(s.rankedLower !== undefined, `${i}: ${s.inputs}`).toBe(belowLower);
      if (belowLower) labelled++;
    });
    expect(labelled).toBeGreaterThan(0);
    const text = (await run("tetris", "suggest", "--board", "empty", "--queue", "OTSZ")).out;
    expect(text).toMatch(/\(scored on a shorter look-ahead \(its line of play left the search earlier\), so it ranks below deeper lines\)/);
    // Without such a row nothing is labelled.
    expect((await suggest("--board", "empty", "--queue", "TIOSZ")).alternatives.every((a) => a.rankedLower === undefined)).toBe(true);
  });

  it("finds the T-spin double in a TSD slot", async () => {
    const board = fumen("GG........", "G...GGGGGG", "GG.GGGGGGG");
    const result = await suggest("--board", board, "--queue", "T", "--no-hold");
    const replay = await sim(board, "T", result.best.inputs);
    expect(replay.clear).toBe("tspin-double");
  });

  it("gives inputs that reproduce the placement through sim (mid-game boards, with and without hold)", async () => {
    const queues = ["TIO", "SZL", "JLT", "IOS", "ZTJ", "OIL"];
    for (let i = 0; i < queues.length; i++) {
      const board = boardToFumen(randomBoard(`cli-suggest-${i}`, 9));
      const hold = i % 2 === 0 ? ["--hold", "I"] : [];
      const result = await suggest("--board", board, "--queue", queues[i]!, ...hold);
      for (const choice of [result.best, ...result.alternatives]) {
        const after = await sim(board, queues[i]!, choice.inputs, ...hold);
        const piece = { type: choice.piece as PieceType, x: choice.x, y: choice.y, rotation: choice.rotation as Rotation };
        // The independent expectation: the engine's own place + clear of the piece at (x, y, r).
        const { board: expected } = clearLines(place(boardFromFumenRows(board), piece));
        expect(after.board, `${board} ${queues[i]} ${choice.inputs}`).toBe(boardToFumen(expected));
      }
    }
  });

  it("scores the report's way with --evaluator report (column drops only: no sd, no hold)", async () => {
    const result = await suggest("--board", fumen("GGGG..GGGG", "GGG...GGGG", "GGGG.GGGGG"), "--queue", "TI", "--evaluator", "report");
    for (const choice of [result.best, ...result.alternatives]) expect(choice.inputs).not.toMatch(/\b(sd|hold)\b/);
  });

  it("takes exactly the evaluators its help lists", async () => {
    for (const command of ["suggest", "bot"]) {
      const help = (await run("tetris", command, "--help")).out;
      const listed = /--evaluator NAME\s+(.+)/.exec(help)![1]!.split(", ");
      expect(listed, command).toEqual(["default", "survivor", "report", "casual", "beginner", "easy", "medium", "hard", "expert"]);
      expect(help, command).not.toMatch(/default\|report/);
      for (const name of listed) {
        const argv = command === "suggest" ? ["--board", "empty", "--queue", "TI"] : ["--seed", "s", "--pieces", "1"];
        const { code, err } = await run("tetris", command, ...argv, "--evaluator", name, "--json");
        expect(err, `${command} --evaluator ${name}`).toBe("");
        expect(code).toBe(0);
      }
    }
  });

  it("exits 2 on bad input", async () => {
    await expectBadInput(["tetris", "suggest", "--board", "empty", "--queue", "TX"], /--queue: unknown piece "X" at position 2/);
    await expectBadInput(["tetris", "suggest", "--board", "v115@zzz", "--queue", "T"], /--board: /);
    await expectBadInput(
      ["tetris", "suggest", "--board", "empty", "--queue", "T", "--evaluator", "magic"],
      /--evaluator: must be one of default, survivor, report, casual, beginner, easy, medium, hard, expert/,
    );
    await expectBadInput(["tetris", "suggest", "--board", "empty", "--queue", "T", "--preview", "9"], /--preview: must be between 0 and 5/);
    await expectBadInput(["tetris", "suggest", "--board", "empty"], /--queue: is required/);
    const blocked = fumen(...Array.from({ length: 21 }, () => "GGGG.GGGGG"));
    await expectBadInput(["tetris", "suggest", "--board", blocked, "--queue", "T"], /--board: /);
  });
});

/** The board a fumen holds (through the package's own reader, as sim does). */
function boardFromFumenRows(text: string) {
  return boardFromFumen(text).board;
}

describe("bounded bot runs", () => {
  it("bot and versus stop at --max-ms with one line instead of running for hours", async () => {
    const bot = await run("tetris", "bot", "--seed", "s", "--pieces", "10000000", "--max-ms", "200");
    expect(bot.code).toBe(2);
    expect(bot.err).toMatch(/^arcade tetris bot: --max-ms: stopped after \d+ ms before the result was complete: ask for fewer --pieces, or raise the limit\n$/);
    const versus = await run("tetris", "versus", "--seed", "s", "--a", "easy", "--b", "easy", "--games", "10000", "--max-ms", "1");
    expect(versus.code).toBe(2);
    expect(versus.err).toMatch(/^arcade tetris versus: --max-ms: stopped after \d+ ms/);
  });

  it("versus's default limit grows with the games asked for (a 20-game match of strong bots outruns two minutes)", async () => {
    const help = await run("tetris", "versus", "--help");
    expect(help.out).toMatch(/--max-ms MS\s+stop with a message after this many milliseconds \(default 5 minutes a game, at least 120000\)/);
  });

  it("refuses a replay file too large to be one, without reading it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tetris-big-"));
    try {
      const path = join(dir, "big.json");
      writeFileSync(path, "");
      truncateSync(path, 65 * 1024 * 1024);
      const r = await run("tetris", "replay", path);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`arcade tetris replay: ${path}: is 68157440 bytes; at most 67108864 are read\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("arcade tetris bot", () => {
  it("plays and prints pieces, lines, toppedOut, maxHeight, msPerPiece, attackPerPiece and clears by kind", async () => {
    const { code, out, err } = await run("tetris", "bot", "--seed", "cli-bot", "--pieces", "200", "--evaluator", "expert", "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const result = JSON.parse(out) as BotJson;
    expect(Object.keys(result).sort()).toEqual(["attackPerPiece", "clears", "lines", "maxHeight", "msPerPiece", "pieces", "toppedOut"]);
    expect(result).toMatchObject({ pieces: 200, toppedOut: false });
    expect(result.lines).toBeGreaterThan(40);
    expect(result.msPerPiece).toBeGreaterThan(0);
    // The kinds account for every line cleared (a T-spin mini clears one or two).
    const c = result.clears;
    const named = c.singles + 2 * c.doubles + 3 * c.triples + 4 * c.tetrises + c.tspinSingles + 2 * c.tspinDoubles + 3 * c.tspinTriples;
    expect(result.lines - named).toBeGreaterThanOrEqual(c.tspinMinis);
    expect(result.lines - named).toBeLessThanOrEqual(2 * c.tspinMinis);
    expect(c.tetrises + c.tspinDoubles).toBeGreaterThan(0);
  });

  it("plays the report's baseline, with garbage, and is deterministic apart from the time", async () => {
    const argv = ["tetris", "bot", "--seed", "cli-report", "--pieces", "50", "--evaluator", "report", "--garbage", "0.5", "--json"];
    const one = JSON.parse((await run(...argv)).out) as BotJson;
    const two = JSON.parse((await run(...argv)).out) as BotJson;
    expect({ ...two, msPerPiece: 0 }).toEqual({ ...one, msPerPiece: 0 });
    expect(one.pieces).toBeGreaterThan(0);
  });

  it("exits 2 on bad input", async () => {
    await expectBadInput(["tetris", "bot", "--pieces", "5"], /--seed: is required/);
    await expectBadInput(["tetris", "bot", "--seed", "s", "--pieces", "0"], /--pieces: must be between 1 and 10000000/);
    await expectBadInput(["tetris", "bot", "--seed", "s", "--pieces", "5", "--hold", "maybe"], /--hold: must be one of on, off/);
    await expectBadInput(["tetris", "bot", "--seed", "s", "--pieces", "5", "--garbage", "lots"], /--garbage: must be a positive number/);
    await expectBadInput(["tetris", "bot", "--seed", "s", "--pieces", "5", "--garbage", "20"], /--garbage: must be at most 10/);
  });
});

describe("arcade tetris versus", () => {
  it("plays our expert against a TBP bot process: a strict scripted bot that needs the randomizer plays a whole game", async () => {
    const script = fileURLToPath(new URL("./cli/test/scripted-tbp-bot.ts", import.meta.url));
    const bot = `tbp:node --import tsx ${JSON.stringify(script)}`;
    const { code, out, err } = await run("tetris", "versus", "--seed", "cli-tbp", "--a", "expert", "--b", bot, "--think-ms", "5", "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const result = JSON.parse(out) as { games: number; winsA: number; piecesB: number; forfeits: { reason: string }[] };
    expect(result.games).toBe(1);
    expect(result.winsA).toBe(1);
    expect(result.piecesB).toBeGreaterThan(30);
    // It lost by topping out (or, at the very top, by having no move left, which TBP calls a
    // forfeit): never by a breach of the protocol, which makes the script exit.
    for (const forfeit of result.forfeits) expect(forfeit.reason).toBe("The TBP bot suggested no move it could play here; it forfeits.");
  }, 300_000);

  it("a TBP bot that exits or cannot be run forfeits with the reason", async () => {
    const { code, out } = await run("tetris", "versus", "--seed", "cli-tbp", "--a", "easy", "--b", 'tbp:node -e "process.exit(4)"', "--json");
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ games: 1, winsA: 1, forfeits: [{ game: 1, reason: "The TBP bot exited (code 4); it forfeits." }] });
  }, 60_000);

  it("prints games, winsA, winsB, draws (and attack per piece), the same for the same seed", async () => {
    const argv = ["tetris", "versus", "--seed", "cli-vs", "--a", "medium", "--b", "easy", "--games", "2", "--max-pieces", "150", "--json"];
    const { code, out, err } = await run(...argv);
    expect(err).toBe("");
    expect(code).toBe(0);
    const result = JSON.parse(out) as Record<string, number>;
    expect(Object.keys(result).sort()).toEqual([
      "attackPerPieceA",
      "attackPerPieceB",
      "clearsA",
      "clearsB",
      "draws",
      "games",
      "piecesA",
      "piecesB",
      "winsA",
      "winsB",
    ]);
    expect(result.games).toBe(2);
    expect(result.winsA! + result.winsB! + result.draws!).toBe(2);
    expect((await run(...argv)).out).toBe(out);
  });

  it("takes survivor and the strengths on either side, and survivor is the default bot", async () => {
    const argv = ["tetris", "versus", "--seed", "cli-vs-names", "--games", "1", "--max-pieces", "40", "--json"];
    const survivor = await run(...argv, "--a", "survivor", "--b", "expert");
    expect(survivor.code).toBe(0);
    expect((await run(...argv, "--a", "default", "--b", "expert")).out).toBe(survivor.out);
    const solo = ["tetris", "bot", "--seed", "cli-names", "--pieces", "30", "--json"];
    const expert = JSON.parse((await run(...solo, "--evaluator", "expert")).out) as BotJson;
    expect(expert.pieces).toBe(30);
    const bySurvivor = JSON.parse((await run(...solo, "--evaluator", "survivor")).out) as BotJson;
    const byDefault = JSON.parse((await run(...solo)).out) as BotJson;
    expect({ ...bySurvivor, msPerPiece: 0 }).toEqual({ ...byDefault, msPerPiece: 0 });
  });

  it("exits 2 on bad input", async () => {
    await expectBadInput(
      ["tetris", "versus", "--seed", "s", "--a", "default", "--b", "nobody"],
      /--b: must be one of default, survivor, report, casual, beginner, easy, medium, hard, expert or tbp:"<command>", got "nobody"/,
    );
    await expectBadInput(["tetris", "versus", "--seed", "s", "--a", "easy", "--b", "tbp: "], /--b: needs a command after "tbp:"/);
    await expectBadInput(["tetris", "versus", "--seed", "s", "--b", "default"], /--a: is required/);
    await expectBadInput(["tetris", "versus", "--seed", "s", "--a", "easy", "--b", "easy", "--games", "x"], /--games: must be a whole number/);
  });
});
