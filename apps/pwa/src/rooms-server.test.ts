import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { checkRoomsServer, chooseRoomsServer } from "./rooms-server.ts";

const LOCAL = "http://127.0.0.1:8787";

describe("checkRoomsServer accepts a server address and gives it canonically", () => {
  it.each([
    ["https://rooms.example.com", "https://rooms.example.com"],
    ["https://rooms.example.com/", "https://rooms.example.com"],
    ["  wss://rooms.example.com  ", "wss://rooms.example.com"],
    ["ws://127.0.0.1:8787", "ws://127.0.0.1:8787"],
    ["http://127.0.0.1:8787/", "http://127.0.0.1:8787"],
    ["HTTPS://Rooms.Example.COM/Arcade/", "https://rooms.example.com/Arcade"],
    ["https://example.com/arcade/rooms//", "https://example.com/arcade/rooms"],
    ["https://example.com:443/x", "https://example.com/x"],
    ["http://localhost:80", "http://localhost"],
    ["wss://[::1]:9000/", "wss://[::1]:9000"],
    ["https://example.com/a b", "https://example.com/a%20b"],
  ])("%o -> %o", (text, server) => {
    expect(checkRoomsServer(text)).toEqual({ ok: true, server });
  });
});

describe("checkRoomsServer refuses anything else, saying why", () => {
  it.each([
    ["", "is empty"],
    ["   ", "is empty"],
    ["rooms.example.com", "is not a full web address (start it with https://)"],
    ["127.0.0.1:8787", "is not a full web address (start it with https://)"],
    ["localhost:8787", "is not a full web address (start it with https://)"],
    ["mailto:me@example.com", "is not a full web address (start it with https://)"],
    ["https://", "is not a full web address (start it with https://)"],
    ["ftp://example.com", "starts with ftp:, not https:, http:, wss: or ws:"],
    ["file:///tmp/rooms", "starts with file:, not https:, http:, wss: or ws:"],
    ["javascript://alert(1)", "starts with javascript:, not https:, http:, wss: or ws:"],
    ["https://me:secret@example.com", "has a user name or password"],
    ["https://me@example.com", "has a user name or password"],
    ["https://example.com/?room=1", "has a query (?…)"],
    ["https://example.com?", "has a query (?…)"],
    ["https://example.com/#top", "has a fragment (#…)"],
    ["https://example.com#", "has a fragment (#…)"],
  ])("%o: %s", (text, problem) => {
    expect(checkRoomsServer(text)).toEqual({ ok: false, problem });
  });
});

// Addresses built from their parts, with the canonical form written from the same parts (not by
// the URL parser the code uses): lower-case scheme and host, no default port, no trailing slash.
const DEFAULT_PORTS: Record<string, number> = { http: 80, ws: 80, https: 443, wss: 443 };
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const address = fc.record({
  scheme: fc.constantFrom("http", "https", "ws", "wss"),
  labels: fc.array(label, { minLength: 1, maxLength: 3 }),
  port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  segments: fc.array(
    fc.stringMatching(/^[A-Za-z0-9_.~-]{1,8}$/).filter((s) => s !== "." && s !== ".."),
    { maxLength: 3 },
  ),
  trailingSlashes: fc.nat({ max: 2 }),
  upper: fc.boolean(),
});

describe("checkRoomsServer on generated addresses", () => {
  test.prop([address])("gives the canonical form, which it accepts unchanged", (a) => {
    const host = a.labels.join(".");
    const port = a.port === undefined ? "" : `:${a.port}`;
    const path = a.segments.map((s) => `/${s}`).join("");
    const typed = `${a.upper ? a.scheme.toUpperCase() : a.scheme}://${a.upper ? host.toUpperCase() : host}${port}${path}${"/".repeat(a.trailingSlashes)}`;
    const canonicalPort = a.port === undefined || a.port === DEFAULT_PORTS[a.scheme] ? "" : `:${a.port}`;
    const canonical = `${a.scheme}://${host}${canonicalPort}${path}`;
    expect(checkRoomsServer(typed)).toEqual({ ok: true, server: canonical });
    expect(checkRoomsServer(canonical)).toEqual({ ok: true, server: canonical });
  });

  test.prop([address, fc.constantFrom("?", "#", "?a=1", "#x")])("refuses any of them with a query or fragment", (a, tail) => {
    const typed = `${a.scheme}://${a.labels.join(".")}${a.segments.map((s) => `/${s}`).join("")}${tail}`;
    expect(checkRoomsServer(typed).ok).toBe(false);
  });
});

describe("chooseRoomsServer: the player's setting, else the build's default, else the local server", () => {
  it.each([
    ["the setting wins over the build's default", "https://mine.example", "https://build.example", "https://mine.example"],
    ["the setting wins over the local server", "wss://mine.example/arcade", undefined, "wss://mine.example/arcade"],
    ["no setting: the build's default", "", "https://build.example", "https://build.example"],
    ["the build's default canonically", "", " https://Build.example/rooms/ ", "https://build.example/rooms"],
    ["no setting, no build default: local", "", undefined, LOCAL],
    ["an empty build default counts as none", "", "", LOCAL],
    ["a bad build default is not used", "", "rooms.example.com", LOCAL],
  ])("%s", (_name, setting, buildDefault, server) => {
    expect(chooseRoomsServer(setting, buildDefault, LOCAL)).toBe(server);
  });
});
