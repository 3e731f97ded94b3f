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
