// `pnpm server`: the room server on 127.0.0.1:8787 (PORT to change it) until Ctrl-C. Rooms are kept
// in a folder (ROOMS_DIR, default apps/server/.rooms), so a restart keeps the games in progress:
// their players rejoin with their tokens. ROOMS_DIR=memory keeps them only until it stops (in a
// temporary folder).
// ROOMS_TRUST_CLIENT_IP=1 takes a client's `CF-Connecting-IP` header as its address (load tests
// from one machine); without it every local client counts as one address.
import { DEFAULT_PORT, DEFAULT_ROOMS_DIR, startLocalServer } from "../src/local.ts";

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const dir = process.env.ROOMS_DIR ?? DEFAULT_ROOMS_DIR;
const trustClientIp = process.env.ROOMS_TRUST_CLIENT_IP === "1";
// ROOMS_CAPACITY=N: at most N rooms at once (then new ones hear "busy"); unset, only the backlog counts.
const capacity = process.env.ROOMS_CAPACITY === undefined ? undefined : Number(process.env.ROOMS_CAPACITY);
// ROOMS_RECYCLE_IDLE_S=N: workerd is restarted after N s with no connection and no open room, which
// gives back the memory its allocator keeps (src/recycle.ts); 0 never. Default 60.
const recycleIdleS = Number(process.env.ROOMS_RECYCLE_IDLE_S ?? 60);
if (!Number.isFinite(recycleIdleS) || recycleIdleS < 0)
  throw new Error(`ROOMS_RECYCLE_IDLE_S must be a number of seconds, not ${process.env.ROOMS_RECYCLE_IDLE_S}`);
const server = await startLocalServer({
  port,
  ...(recycleIdleS > 0 ? { recycleIdleMs: recycleIdleS * 1000 } : {}),
  trustClientIp,
  ...(capacity === undefined ? {} : { capacity }),
  ...(dir === "memory" ? {} : { persistDir: dir }),
});
const ws = new URL(server.url);
ws.protocol = "ws:";
console.log(`Pocket Arcade rooms on ${server.url.href} (rooms: ${ws.href}rooms/<CODE>?game=tetris), kept in ${dir}. Ctrl-C stops it.`);
const stop = (): void => void server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
