// The online rooms server the app connects games to: checking an address the player typed (or a
// save or the build carried), and choosing between the player's setting, the build's default and
// the local development server. Plain logic with no imports, so vite.config.ts can use the same
// check to refuse a bad VITE_ROOMS_URL at build time.

/** The schemes a rooms server may be given with: the page's http(s) or the socket's ws(s). */
export const ROOMS_SERVER_SCHEMES = ["https:", "http:", "wss:", "ws:"] as const;

export type RoomsServerCheck =
  /** `server` is the canonical form: the origin, then the path without a trailing slash. */
  | { ok: true; server: string }
  /** `problem` says what is wrong, to follow the address in a message ("… has a query"). */
  | { ok: false; problem: string };

const SCHEME_LIST = "https:, http:, wss: or ws:";

/**
 * Checks a non-empty rooms server address: an http:, https:, ws: or wss: URL with a host and
 * nothing after the origin but an optional path (no user name, query or fragment). Surrounding
 * spaces are ignored. Empty text is not an address: callers treat it as "the default".
 */
export function checkRoomsServer(text: string): RoomsServerCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "is empty" };
  const notFull = { ok: false, problem: "is not a full web address (start it with https://)" } as const;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return notFull;
  }
  if (!(ROOMS_SERVER_SCHEMES as readonly string[]).includes(url.protocol)) {
    // "localhost:8787" parses with the scheme "localhost:": the player left the scheme out.
    const named = trimmed.slice(url.protocol.length).startsWith("//");
    return named ? { ok: false, problem: `starts with ${url.protocol}, not ${SCHEME_LIST}` } : notFull;
  }
  // Every scheme allowed here requires a host, so the parser refuses a missing one; kept as a guard.
  if (url.hostname === "") return { ok: false, problem: "has no host" };
  if (url.username !== "" || url.password !== "") return { ok: false, problem: "has a user name or password" };
  // An empty "?" or "#" still shows in href (the parser keeps them), so look there, not at search.
  if (url.href.includes("#")) return { ok: false, problem: "has a fragment (#…)" };
  if (url.href.includes("?")) return { ok: false, problem: "has a query (?…)" };
  return { ok: true, server: url.origin + url.pathname.replace(/\/+$/, "") };
}

/**
 * The server games connect to: the player's setting when set (already canonical, from the save),
 * else the build's default (VITE_ROOMS_URL) when it is a valid address, else `local`. The build
 * refuses a bad VITE_ROOMS_URL (vite.config.ts), so an invalid one here can only come from a
 * hand-run tool; falling back to `local` keeps the app usable rather than failing to start.
 */
export function chooseRoomsServer(setting: string, buildDefault: string | undefined, local: string): string {
  if (setting !== "") return setting;
  if (buildDefault !== undefined && buildDefault.trim() !== "") {
    const checked = checkRoomsServer(buildDefault);
    if (checked.ok) return checked.server;
  }
  return local;
}
