// The Durable Object that knows which rooms exist, so that a question about a room that does not
// (its `/results`, a token socket for it) is answered without creating that room's object, which
// would leave storage behind for nothing. A room adds its code when it opens and takes it out
// when it expires. The codes are spread over DIRECTORY_SHARDS objects by a hash of the code, so no
// one object sees every room; each holds one small entry per live room of its share.
import { shardName } from "../directory-shards.ts";

export class RoomDirectory implements DurableObject {
  constructor(private readonly state: DurableObjectState) {}

  /** GET https://directory/{has,add,remove}?code=CODE → { exists } (has) or { ok: true }; /count → { open } (its rooms). */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const key = `room:${url.searchParams.get("code") ?? ""}`;
    switch (url.pathname) {
      case "/has":
        return Response.json({ exists: (await this.state.storage.get(key)) !== undefined });
      case "/add":
        await this.state.storage.put(key, 1);
        return Response.json({ ok: true });
      case "/count":
        return Response.json({ open: (await this.state.storage.list({ prefix: "room:" })).size });
      case "/remove":
        await this.state.storage.delete(key);
        return Response.json({ ok: true });
      default:
        return Response.json({ error: "not found" }, { status: 404 });
    }
  }
}

/** The directory object that holds `code` (a string hash of it, modulo the shards). */
function shardOf(directory: DurableObjectNamespace, code: string): DurableObjectStub {
  return directory.get(directory.idFromName(shardName(code)));
}

/** Whether a room with this code is open. */
export async function roomExists(directory: DurableObjectNamespace, code: string): Promise<boolean> {
  const response = await shardOf(directory, code).fetch(`https://directory/has?code=${code}`);
  return (await response.json<{ exists: boolean }>()).exists;
}

/** Records that the room `code` is open (`open`) or gone. */
export async function recordRoom(directory: DurableObjectNamespace, code: string, open: boolean): Promise<void> {
  await shardOf(directory, code).fetch(`https://directory/${open ? "add" : "remove"}?code=${code}`);
}
