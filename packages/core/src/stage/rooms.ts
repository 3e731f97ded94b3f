// The browser's RoomService: connections through the page's WebSocket, codes from
// crypto.getRandomValues, and navigator.onLine for "no connection". The app and the dev pages
// hand it to games as `services.rooms`.
import type { RoomService } from "../game-module.ts";
import { RoomClient } from "../rooms/client.ts";
import { newRoomCode } from "../rooms/protocol.ts";

/** The rooms server `pnpm server` runs, for development and the end-to-end tests. */
export const LOCAL_ROOMS_SERVER = "http://127.0.0.1:8787";

export function browserRoomService(server: string): RoomService {
  return {
    server,
    online: () => navigator.onLine,
    newCode: () => newRoomCode((bytes) => crypto.getRandomValues(new Uint8Array(bytes.length))),
    connect: (options) => new RoomClient({ ...options, server, openSocket: (url) => new WebSocket(url) }),
  };
}
