// `@arcade/core/rooms`: online rooms, game-agnostic — the protocol (shared with apps/server), the
// hook a game gives the server (its checker), and the client connection a game plays through.
export * from "./protocol.ts";
export { completeOptions, totalAt, type GameHook, type PlayerChecker } from "./checker.ts";
export { RoomClient, roomCodeFrom, type RoomClientOptions, type RoomEnd, type RoomSocket, type RoomStatus } from "./client.ts";
export { OnlinePlayer, OpponentStream, type Resumed } from "./online-player.ts";
export { OnlineArena, BATCH_FRAMES, type RoomLink } from "./online-arena.ts";
export { onlineCatchUp, ONLINE_CATCH_UP } from "./catch-up.ts";
