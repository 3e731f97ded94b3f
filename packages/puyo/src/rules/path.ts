// How a pair gets from the spawn to a placement with real inputs: a breadth-first search over the
// pair's positions (moving.ts: moves, turns with kicks, the quick turn) from the spawn, all within
// one frame (so the quick-turn window is always open), ending with "drop". Bots that choose a
// placement play it through the frame-stepped game (stepped.ts) with these actions.
import type { Field } from "./field.ts";
import { SPAWN_POSITION, move, placementOf, rotate, type PairPosition } from "./moving.ts";
import type { Placement } from "./pair.ts";
import type { PlayAction } from "./stepped.ts";

interface Node {
  position: PairPosition;
  armed: boolean;
  actions: PlayAction[];
}

const STEPS: readonly PlayAction[] = ["left", "right", "cw", "ccw"];

function keyOf(n: Node): string {
  return `${n.position.x},${n.position.y},${n.position.rotation},${n.armed ? 1 : 0}`;
}

/** The shortest input sequence (ending in "drop") that locks the spawned pair at `target`, or null. */
export function pathTo(field: Field, target: Placement, from: PairPosition = SPAWN_POSITION): PlayAction[] | null {
  const start: Node = { position: from, armed: false, actions: [] };
  const seen = new Set([keyOf(start)]);
  for (let queue = [start]; queue.length > 0;) {
    const next: Node[] = [];
    for (const node of queue) {
      const at = placementOf(node.position);
      if (at.column === target.column && at.rotation === target.rotation) return [...node.actions, "drop"];
      for (const action of STEPS) {
        let child: Node | null = null;
        if (action === "left" || action === "right") {
          const moved = move(field, node.position, action === "left" ? -1 : 1);
          // A move keeps the quick turn armed, as in the game.
          if (moved) child = { position: moved, armed: node.armed, actions: [...node.actions, action] };
        } else {
          const turned = rotate(field, node.position, action === "cw" ? 1 : -1, node.armed);
          if (turned.position !== node.position || turned.quickTurnArmed)
            child = { position: turned.position, armed: turned.quickTurnArmed, actions: [...node.actions, action] };
        }
        if (child && !seen.has(keyOf(child))) {
          seen.add(keyOf(child));
          next.push(child);
        }
      }
    }
    queue = next;
  }
  return null;
}
