// The module's exports (compiled by ../scripts/build-wasm.mjs to dist/chain.wasm): chain
// resolution (chain.ts), and the calculator's last move over a whole field (last-move.ts) and its
// nodes with two moves left (two-moves.ts).
export { slotBase, resultAddress, copy, copyAndResolve, resolve, resolveCopies } from "./chain";
export { lastMove } from "./last-move";
export { twoMoves } from "./two-moves";
