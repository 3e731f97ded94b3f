// `pnpm server`: the room server on 127.0.0.1:8787 (PORT to change it) until Ctrl-C.
import { DEFAULT_PORT, startLocalServer } from "../src/local.ts";

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const server = await startLocalServer({ port });
const ws = new URL(server.url);
ws.protocol = "ws:";
console.log(`Pocket Arcade rooms on ${server.url.href} (rooms: ${ws.href}rooms/<CODE>?game=tetris). Ctrl-C stops it.`);
const stop = (): void => void server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
