// The promise of loadSave, checked on arbitrary stored data: it never throws, what it returns is
// a valid save (validating it again changes nothing), loading again reports nothing more, and
// whatever it could not use is kept, unchanged, under the key its notice names.
import { meta as tetris } from "@arcade/tetris/meta";
import { fc, test } from "@fast-check/vitest";
import { get, set } from "idb-keyval";
import { describe, expect } from "vitest";
import { loadSave } from "./save-store.ts";
import { SAVE_KEY, SAVE_SCHEMA, defaultGameSettings, defaultShared, defaultSettings } from "./schema.ts";
import { freshDeps, keyInNotice } from "./test-helpers.ts";
import { readSave } from "./validate.ts";

async function checkLoad(stored: unknown): Promise<void> {
  const deps = freshDeps();
  await set(SAVE_KEY, stored, deps.store);
  const first = await loadSave(deps);
  expect(readSave(first.save)).toEqual({ kind: "ok", save: first.save, issues: [], migratedFrom: null });
  const second = await loadSave(deps);
  const newer = first.notices.some((notice) => notice.includes("newer version"));
  // A newer build's save is left in place, so it is reported (not backed up) again; all else is fixed.
  expect(second).toEqual(newer ? first : { save: first.save, notices: [] });
  const backup = keyInNotice(first.notices[0]);
  if (backup !== undefined) expect(await get(backup, deps.store)).toEqual(stored);
}

// Everything IndexedDB can store: structured-clone values, not only JSON.
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
});

// Near misses: valid saves with some parts swapped for wrong values, which reach the field repairs.
const enumValue = fc.constantFrom("system", "on", "off", "standard", "colorblind", "gestures", "buttons", "right", "left");
const codes = fc.array(fc.oneof(fc.constantFrom("KeyA", "KeyZ", "ArrowLeft", "Space", "ShiftLeft"), anything), { maxLength: 4 });
const bindings = fc.oneof(
  fc.constant(tetris.actions.defaults),
  fc.dictionary(fc.oneof(fc.constantFrom(...tetris.actions.ids), fc.string()), fc.oneof(codes, anything)),
);
// Addresses for the rooms server: good ones, non-canonical ones and near misses (queries, other schemes).
const address = fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom("wss://Rooms.Example/x/", "ftp://x", "x.com", ""));
const value = fc.oneof(fc.double({ min: -1, max: 600 }), fc.boolean(), enumValue, address, anything);
const shared = fc.dictionary(fc.constantFrom(...Object.keys(defaultShared()), "musicVolume"), value).map((fields) => ({ ...defaultShared(), ...fields }));
const values = fc.dictionary(fc.constantFrom(...tetris.settings.map((f) => f.key), "extra"), value);
const tetrisSection = fc.oneof(
  fc.record({ values: fc.oneof(values, anything), keys: fc.oneof(bindings, anything), touchControls: fc.oneof(enumValue, anything) }, { requiredKeys: [] }),
  fc.constant(defaultGameSettings(tetris)),
  anything,
);
const settings = fc
  .record(
    {
      shared: fc.oneof(shared, anything),
      games: fc.oneof(fc.record({ tetris: tetrisSection, chess: fc.oneof(fc.constant({ values: {} }), anything) }, { requiredKeys: [] }), anything),
      hints: fc.oneof(fc.array(fc.oneof(fc.constantFrom("tetris-keys", "tetris-gestures"), anything), { maxLength: 3 }), anything),
    },
    { requiredKeys: [] },
  )
  .map((fields) => ({ ...defaultSettings(), ...fields }));
const entry = fc.record(
  {
    value: fc.oneof(fc.double(), anything),
    higherIsBetter: fc.oneof(fc.boolean(), anything),
    date: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string(),
    ),
    seed: fc.oneof(fc.string(), anything),
    replay: fc.oneof(fc.string(), anything),
  },
  { requiredKeys: ["value", "date", "seed"] },
);
const id = fc.oneof(fc.constantFrom("tetris", "puyo", "sprint", "__proto__", "constructor"), fc.string());
const game = fc.record(
  {
    stats: fc.oneof(fc.record({ played: fc.oneof(fc.nat(), anything), timeMs: fc.oneof(fc.double(), anything) }), anything),
    modes: fc.oneof(fc.dictionary(id, fc.array(fc.oneof(entry, anything), { maxLength: 13 })), anything),
  },
  { requiredKeys: [] },
);
const nearSave = fc.record(
  {
    schema: fc.oneof(fc.constant(SAVE_SCHEMA), fc.constant(SAVE_SCHEMA), anything),
    version: fc.oneof(fc.constant(2), fc.constant(2), fc.integer({ min: -1, max: 4 }), anything),
    settings: fc.oneof(settings, anything),
    scores: fc.oneof(fc.dictionary(id, fc.oneof(game, anything)), anything),
    extra: anything,
  },
  { requiredKeys: ["schema", "version"] },
);

describe("loadSave on any stored value", () => {
  test.prop([anything])("never throws, returns a valid save and loses nothing", checkLoad);
  test.prop([nearSave], { numRuns: 300 })("repairs near-valid saves so they load cleanly next time", checkLoad);
});
