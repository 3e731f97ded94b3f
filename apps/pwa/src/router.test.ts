import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatRoute, parseRoute, type Route } from "./router.ts";

const games = ["tetris", "puyo"];

describe("routes", () => {
  it("reads the launcher, settings, scores and game deep links", () => {
    expect(parseRoute("", games)).toEqual({ view: "launcher" });
    expect(parseRoute("#/", games)).toEqual({ view: "launcher" });
    expect(parseRoute("#/settings", games)).toEqual({ view: "settings" });
    expect(parseRoute("#/scores/", games)).toEqual({ view: "scores" });
    expect(parseRoute("#/tetris?seed=daily-1&mode=sprint&fumen=v115@vhAAgH", games)).toEqual({
      view: "game",
      id: "tetris",
      seed: "daily-1",
      mode: "sprint",
      params: { seed: "daily-1", mode: "sprint", fumen: "v115@vhAAgH" },
    });
    expect(parseRoute("#/puyo", games)).toMatchObject({ view: "game", id: "puyo", seed: undefined, mode: undefined });
  });

  it("turns bad links into an explanation, never an exception", () => {
    expect(parseRoute("#/chess", games)).toEqual({ view: "problem", message: 'There is no game called "chess" in this version of Pocket Arcade.' });
    expect(parseRoute("#/tetris?seed=", games)).toEqual({ view: "problem", message: "This link does not work: seed: must not be empty." });
    expect(parseRoute("#/tetris?mode=<script>", games)).toMatchObject({
      view: "problem",
      message: expect.stringMatching(/^This link does not work: mode: /) as string,
    });
    expect(parseRoute(`#/tetris?seed=${"x".repeat(200)}`, games)).toMatchObject({ view: "problem" });
  });

  it("formats a share link as mode, seed, then the game's own parameters", () => {
    expect(formatRoute({ view: "game", id: "tetris", seed: "share-me", mode: "marathon", params: {} })).toBe("#/tetris?mode=marathon&seed=share-me");
    expect(formatRoute({ view: "game", id: "tetris", seed: "s", mode: "zen", params: { fumen: "v115@vhAAgH", seed: "ignored" } })).toBe(
      "#/tetris?mode=zen&seed=s&fumen=v115%40vhAAgH",
    );
  });

  const routes: fc.Arbitrary<Route> = fc.oneof(
    fc.constant<Route>({ view: "launcher" }),
    fc.constant<Route>({ view: "settings" }),
    fc.constant<Route>({ view: "scores" }),
    fc.record({
      view: fc.constant("game" as const),
      id: fc.constantFrom(...games),
      seed: fc.option(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s)),
        { nil: undefined },
      ),
      mode: fc.option(fc.constantFrom("sprint", "marathon", "zen"), { nil: undefined }),
      params: fc.constant({}),
    }),
  );

  test.prop([routes])("formats links that parse back to the same route", (route) => {
    const parsed = parseRoute(formatRoute(route), games);
    if (route.view !== "game") expect(parsed).toEqual(route);
    else expect(parsed).toMatchObject({ view: "game", id: route.id, seed: route.seed, mode: route.mode });
  });

  test.prop([fc.string()])("never throws on any hash", (hash) => {
    expect(() => parseRoute(`#${hash}`, games)).not.toThrow();
  });
});
