// The four-player table (Tenhou's rules): state, legal actions, apply, views, records and logs.
export * from "./types.ts";
export { TILE_COUNT, kindOf, isRedId, tileOf, idName, sortIds, type TileId } from "./tile-ids.ts";
export { newHanchan, START_SCORE } from "./deal.ts";
export { apply, isOver } from "./engine.ts";
export { legalActions, seatsToAct, canRon } from "./legal.ts";
export { actionText, parseAction } from "./action-text.ts";
export { finalOf, ranking, RETURN_SCORE, UMA, OKA } from "./hand-end.ts";
export { tilesLeft, doraIndicators } from "./wall.ts";
export { seatWind, roundWind } from "./win.ts";
export { waitsOf, isFuriten } from "./waits.ts";
export { viewOf, type SeatView, type SeatPublic } from "./view.ts";
export { tableRules, tableSummary, TableRecorder, TableReplay, TABLE_RULES_VERSION, TABLE_MODE, type TableSummary } from "./record.ts";
