// `@arcade/core/rooms`: online rooms, game-agnostic — the protocol (shared with apps/server) and
// the client connection a game plays through.
export * from "./protocol.ts";
export { RoomClient, roomCodeFrom, type RoomClientOptions, type RoomEnd, type RoomSocket, type RoomStatus } from "./client.ts";
