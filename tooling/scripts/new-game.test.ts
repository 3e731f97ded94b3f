import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  addDependency,
  applyFlags,
  createGame,
  ENTRY_MARKER,
  fill,
  IMPORT_MARKER,
  namesFor,
  NewGameError,
  parseFlags,
  registerInRegistry,
} from "./new-game.ts";

const REGISTRY = `import type { GameMeta } from "@arcade/core";
import { meta as tetrisMeta } from "@arcade/tetris/meta";
${IMPORT_MARKER}

export const GAMES = [
  { meta: tetrisMeta, load: () => import("@arcade/tetris/game").then((m) => m.gameModule) },
  ${ENTRY_MARKER}
];
`;

/** A folder with just the two app files the generator edits. */
function fakeRepo(registry = REGISTRY): string {
  const root = mkdtempSync(join(tmpdir(), "new-game-"));
  mkdirSync(join(root, "apps/pwa/src"), { recursive: true });
  writeFileSync(join(root, "apps/pwa/src/games.ts"), registry);
  writeFileSync(
    join(root, "apps/pwa/package.json"),
    JSON.stringify({ name: "@arcade/pwa", dependencies: { "@arcade/tetris": "workspace:*", "@arcade/core": "workspace:*" } }),
  );
  return root;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("names", () => {
  it("derive class, constant and variable names from the id", () => {
    expect(namesFor("puyo-tsu", " Puyo Puyo Tsu ")).toEqual({
      id: "puyo-tsu",
      title: "Puyo Puyo Tsu",
      className: "PuyoTsu",
      constName: "PUYO_TSU",
      varName: "puyoTsu",
    });
    expect(fill("__GAME_CLASS__Session/__GAME_CONST___ACTIONS/@arcade/__GAME_ID__/__GAME_TITLE__", namesFor("go", "Go"))).toBe(
      "GoSession/GO_ACTIONS/@arcade/go/Go",
    );
  });

  it("refuse ids and titles that would break the code or the app", () => {
    for (const id of ["Puyo", "9lives", "a", "x--y", "trailing-", "settings", "core", "has space"]) expect(() => namesFor(id, "T")).toThrow(NewGameError);
    for (const title of ["", "a".repeat(41), 'say "hi"', "back`tick", "<b>"]) expect(() => namesFor("ok", title)).toThrow(NewGameError);
  });
});

describe("optional parts", () => {
  it("keep a flag's blocks only with the flag, its @else part only without, in code and Markdown", () => {
    const text = ["a", "// @with worker", "w", "// @else", "no w", "// @end", "<!-- @with links -->", "l", "<!-- @end -->", "z"].join("\n");
    expect(applyFlags(text, [])).toBe("a\nno w\nz");
    expect(applyFlags(text, ["worker", "links"])).toBe("a\nw\nl\nz");
    expect(applyFlags("  // @with links\n  // @with worker\nboth\n  // @end\n  // @end", ["worker"])).toBe("");
  });

  it("refuse an unknown flag and an unbalanced template", () => {
    expect(parseFlags("worker, links,worker")).toEqual(["worker", "links"]);
    expect(() => parseFlags("worker,online")).toThrow('--with: "online" is not one of worker, links');
    expect(() => applyFlags("// @with magic\n// @end", [], "t.ts")).toThrow('t.ts:1: @with names no flag ("magic")');
    expect(() => applyFlags("// @end", [], "t.ts")).toThrow("t.ts:1: @end without @with");
    expect(() => applyFlags("// @with links\nx", [], "t.ts")).toThrow("t.ts: @with links is never closed with @end");
  });
});

describe("registration", () => {
  it("adds the meta import and the entry at the markers, and the dependency in order", () => {
    const names = namesFor("puyo", "Puyo Puyo");
    const registry = registerInRegistry(REGISTRY, names);
    expect(registry).toContain(`import { meta as puyoMeta } from "@arcade/puyo/meta";\n${IMPORT_MARKER}`);
    expect(registry).toContain(`  { meta: puyoMeta, load: () => import("@arcade/puyo/game").then((m) => m.gameModule) },\n  ${ENTRY_MARKER}`);
    expect(() => registerInRegistry(registry, names)).toThrow(/already registers @arcade\/puyo/);
    const pkg = JSON.parse(addDependency(JSON.stringify({ dependencies: { "idb-keyval": "6", "@arcade/tetris": "workspace:*" } }), names)) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).toEqual(["@arcade/puyo", "@arcade/tetris", "idb-keyval"]);
  });

  it("writes nothing when the app has no markers", () => {
    const root = fakeRepo("export const GAMES = [];\n");
    made.push(root);
    expect(() => createGame("mygame", "My Game", { root, install: false })).toThrow(/no "\/\/ new-game: imports above this line" line/);
    expect(readdirSync(root)).toEqual(["apps"]);
  });
});

describe("a generated game", () => {
  it("fills every template with the game's names and refuses to overwrite", () => {
    const root = fakeRepo();
    made.push(root);
    const written = createGame("my-game", "My Game", { root, install: false });
    expect(written).toContain("packages/my-game/src/meta.ts");
    for (const part of ["src/scene/session.ts", "src/scene/screen.ts", "src/rules/record.ts", "src/help.ts"])
      expect(written).toContain(`packages/my-game/${part}`);
    // Bare: no worker, no position link, and no game's name but its own.
    expect(written.filter((file) => file.includes("/analysis/"))).toEqual([]);
    expect(readFileSync(join(root, "packages/my-game/src/meta.ts"), "utf8")).not.toContain("positionParam");
    expect(written).toContain("apps/pwa/e2e/my-game.e2e.ts");
    for (const file of written) {
      const text = readFileSync(join(root, file), "utf8");
      expect(text, file).not.toMatch(/__GAME_[A-Z]+__/);
    }
    expect(readFileSync(join(root, "packages/my-game/src/meta.ts"), "utf8")).toContain('id: "my-game"');
    expect(readFileSync(join(root, "packages/my-game/src/scene/session.ts"), "utf8")).toContain("export function myGameGame(");
    expect(JSON.parse(readFileSync(join(root, "packages/my-game/package.json"), "utf8"))).toMatchObject({ name: "@arcade/my-game" });
    expect(() => createGame("my-game", "My Game", { root, install: false })).toThrow(/already exists/);
    for (const file of written) expect(readFileSync(join(root, file), "utf8"), file).not.toMatch(/lights out/i);

    const full = createGame("full-kit", "Full Kit", { root, install: false, with: ["worker", "links"] });
    for (const part of ["src/analysis/worker.ts", "src/analysis/jobs.ts", "src/analysis/fewest.ts"]) expect(full).toContain(`packages/full-kit/${part}`);
    expect(readFileSync(join(root, "packages/full-kit/src/meta.ts"), "utf8")).toContain('positionParam: "grid"');
    for (const file of full) expect(readFileSync(join(root, file), "utf8"), file).not.toMatch(/@(with|else|end)\b/);
  });

  // The promise of `pnpm new-game` — the package passes prettier, typecheck, lint and its tests as
  // it is, and the app that registers it still type-checks and builds — is checked by
  // tooling/scripts/template-check.sh in a copy of the workspace (CI runs it; it goes on to the
  // generated games' browser tests), not again here.
});
