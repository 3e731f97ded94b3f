import { arcadeConfig } from "@arcade/tooling/eslint";

// The protocol, the room and the game hooks are pure (the app imports the protocol; the Worker
// bundles the rest); src/worker/ is the Cloudflare runtime's side; scripts/, bench/, test/ and
// src/local.ts run in Node. dist/ holds esbuild's bundle of the Worker (ignored).
export default arcadeConfig(import.meta.dirname, {
  pure: { files: ["src/protocol.ts", "src/room.ts", "src/hook.ts", "src/hooks.ts", "src/tetris.ts", "src/tetris-client.ts"] },
});
