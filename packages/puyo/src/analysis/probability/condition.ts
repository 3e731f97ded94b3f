// What the calculator is asked to reach, and how a resolved placement is judged against it.
import type { ChainResult } from "../../rules/chain.ts";

export type Condition = { kind: "chain"; chains: number } | { kind: "clear"; puyos: number } | { kind: "allclear" } | { kind: "score"; score: number };
/** A placement that fires a chain not meeting the condition fails the branch, or play goes on. */
export type EarlyFire = "fail" | "continue";

export function meets(condition: Condition, r: ChainResult): boolean {
  switch (condition.kind) {
    case "chain":
      return r.chains >= condition.chains;
    case "clear":
      return r.cleared >= condition.puyos;
    case "allclear":
      return r.chains > 0 && r.allClear;
    case "score":
      return r.score >= condition.score;
  }
}

/** The condition as the WebAssembly engine takes it (assembly/last-move.ts): a kind code and its value. */
export function conditionCode(condition: Condition): { kind: number; value: number } {
  switch (condition.kind) {
    case "chain":
      return { kind: 0, value: Math.min(condition.chains, 0x7fffffff) };
    case "clear":
      return { kind: 1, value: Math.min(condition.puyos, 0x7fffffff) };
    case "allclear":
      return { kind: 2, value: 0 };
    case "score":
      return { kind: 3, value: Math.min(condition.score, 0x7fffffff) };
  }
}
