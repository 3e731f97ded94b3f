import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate, type Migrations } from "./migrate.ts";
import { SAVE_SCHEMA } from "./schema.ts";

const v0 = { schema: SAVE_SCHEMA, version: 0, prefs: { das: 100 } };

describe("migrate", () => {
  it("has no steps yet: version 1 is the first format", () => {
    expect(MIGRATIONS).toEqual({});
  });

  it("runs each step in order, from the old version up to the target", () => {
    const seen: unknown[] = [];
    const steps: Migrations = {
      0: (old) => (seen.push(old), { ...(old as object), version: 1, step0: true }),
      1: (old) => (seen.push(old), { ...(old as object), version: 2, step1: true }),
    };
    const result = migrate(v0, 0, steps, 2);
    expect(result).toEqual({ ok: true, save: { ...v0, version: 2, step0: true, step1: true } });
    expect(seen).toEqual([v0, { ...v0, version: 1, step0: true }]);
  });

  it("starts from the stored version, skipping older steps", () => {
    const steps: Migrations = { 0: () => { throw new Error("must not run"); }, 1: (old) => ({ ...(old as object), version: 2 }) };
    expect(migrate({ schema: SAVE_SCHEMA, version: 1 }, 1, steps, 2)).toEqual({ ok: true, save: { schema: SAVE_SCHEMA, version: 2 } });
  });

  it("fails with a reason when a step is missing, throws or returns the wrong version", () => {
    expect(migrate(v0, 0, {})).toEqual({ ok: false, reason: "no migration from version 0" });
    expect(migrate(v0, 0, { 0: () => { throw new Error("boom"); } })).toEqual({ ok: false, reason: "the migration from version 0 failed: boom" });
    expect(migrate(v0, 0, { 0: (old) => old })).toEqual({ ok: false, reason: "the migration from version 0 gave version 0, not a version 1 save" });
    expect(migrate(v0, 0, { 0: () => null })).toEqual({ ok: false, reason: "the migration from version 0 gave null, not a version 1 save" });
  });

  it("does not look up steps on the prototype", () => {
    expect(migrate(v0, 0, Object.create({ 0: () => ({ schema: SAVE_SCHEMA, version: 1 }) }) as Migrations)).toEqual({
      ok: false,
      reason: "no migration from version 0",
    });
  });
});
