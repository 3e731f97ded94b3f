// The Durable Object that counts one client's new rooms (one object per client address, named by
// it), so that a client cannot open rooms without bound. In memory: an evicted counter starts
// afresh, which only ever allows a little more, never less.
import { WindowLimit } from "../limits.ts";

export class ClientLimits implements DurableObject {
  /** One window per kind of thing counted ("rooms"); the limit comes with each request. */
  private readonly windows = new Map<string, WindowLimit>();

  /** GET https://limits/<kind>?limit=N&windowMs=M → { ok: true } or { ok: false, retryMs }. */
  fetch(request: Request): Response {
    const url = new URL(request.url);
    const kind = url.pathname.slice(1);
    const limit = Number(url.searchParams.get("limit"));
    const windowMs = Number(url.searchParams.get("windowMs"));
    let window = this.windows.get(kind);
    if (window === undefined) this.windows.set(kind, (window = new WindowLimit(limit, windowMs)));
    return Response.json(window.take("client", Date.now()));
  }
}

/** Asks the client's counter whether it may open one more room; null if so, else the ms to wait. */
export async function roomAllowed(limits: DurableObjectNamespace, client: string, perMinute: number): Promise<number | null> {
  const counter = limits.get(limits.idFromName(client));
  const response = await counter.fetch(`https://limits/rooms?limit=${perMinute}&windowMs=60000`);
  const answer = await response.json<{ ok: boolean; retryMs?: number }>();
  return answer.ok ? null : (answer.retryMs ?? 60_000);
}
