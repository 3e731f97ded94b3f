// @vitest-environment happy-dom
// The first-run hint comes with the game it explains: over a game the session shows with no move
// yet (after an opponent chooser or a challenge's intro too), never over a game continued from a
// save or a record watched. The toy game of stage/testing/play-session-fixture.ts.
import { describe, expect, test, vi } from "vitest";
import { printKeptGame } from "../sim/kept-game.ts";
import type { GameDefinition, PlayScreen } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import { mountToy, record } from "./testing/play-session-fixture.ts";

const screen = { view: {} } as unknown as PlayScreen;
const hint = (session: PlaySession) => ({ lines: [`Play ${session.mode.id}`] });

/** The toy game whose part is `play(session)`, with the hint; the session it was given. */
async function mountWith(play: (session: PlaySession) => ReturnType<GameDefinition["play"]>, resume?: string) {
  let session: PlaySession | null = null;
  const m = await mountToy({ ...(resume ? { options: { resume } } : {}), definition: { hint, play: (s) => play((session = s)) } });
  return { ...m, session: () => session! };
}

describe("the first-run hint", () => {
  test("waits for the game a chooser starts, and comes with it", async () => {
    // A start that puts up a chooser first (an opponent, a challenge's intro): no game yet.
    const m = await mountWith(() => ({ start: () => undefined }));
    expect(m.hints).toEqual([]);
    m.session().show({ screen, moves: () => 0 });
    expect(m.hints).toEqual(["counter-hint · How to play · Play points · Got it"]);
  });

  test("is not put over a game continued from a save, but over the next new game", async () => {
    const m = await mountWith(
      (s) => ({ start: () => s.show({ screen, moves: () => 0 }), resume: () => (s.show({ screen, moves: () => 3 }), true) }),
      printKeptGame(record),
    );
    expect(m.hints).toEqual([]);
    m.session().start("s2");
    expect(m.hints).toHaveLength(1);
  });

  test("is told whether the pointer is coarse (a touch screen), to explain gestures rather than keys", async () => {
    const coarse = (query: string) => ({ matches: query === "(pointer: coarse)" }) as MediaQueryList;
    const hintOf = (touch: boolean) => ({ lines: [touch ? "Swipe to move" : "Keys to move"] });
    const play = (s: PlaySession) => ({ start: () => s.show({ screen, moves: () => 0 }) });
    const byKeys = await mountToy({ definition: { hint: (_s, _keys, touch) => hintOf(touch), play } });
    expect(byKeys.hints).toEqual(["counter-hint · How to play · Keys to move · Got it"]);
    const media = vi.spyOn(globalThis, "matchMedia").mockImplementation(coarse);
    try {
      const byTouch = await mountToy({ definition: { hint: (_s, _keys, touch) => hintOf(touch), play } });
      expect(byTouch.hints).toEqual(["counter-hint · How to play · Swipe to move · Got it"]);
    } finally {
      media.mockRestore();
    }
  });

  test("is not put over a record watched", async () => {
    const m = await mountWith((s) => ({ start: () => s.show({ screen, watched: record }) }));
    expect(m.hints).toEqual([]);
  });
});
