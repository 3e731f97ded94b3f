// How the rooms directory (src/worker/directory.ts) spreads room codes over its objects: by a
// string hash of the code, modulo DIRECTORY_SHARDS. Shared by the Worker and the local server,
// which asks every shard whether any room is still open before it recycles its runtime.
import { DIRECTORY_SHARDS } from "./limits.ts";

/** The name of the directory object that holds `code`. */
export function shardName(code: string): string {
  let hash = 0;
  for (let i = 0; i < code.length; i++) hash = (Math.imul(hash, 31) + code.charCodeAt(i)) >>> 0;
  return `shard-${hash % DIRECTORY_SHARDS}`;
}

/** Every directory object's name. */
export const ALL_SHARDS: readonly string[] = Array.from({ length: DIRECTORY_SHARDS }, (_, shard) => `shard-${shard}`);
