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
export { printTenhou6, handLog, meldString, pointsString, yakuStrings, type Tenhou6Json, type Tenhou6Entry } from "./tenhou6-print.ts";
export { parseTenhou6, type Tenhou6Log, type Tenhou6Round } from "./tenhou6-parse.ts";
export { checkLog, roundName, type LogCheck, type LogMismatch } from "./tenhou6-check.ts";
export { tileCode, codeTile, YAKU_JA } from "./tenhou6-codes.ts";
export { wallFrom, type WallPlan } from "./wall-from.ts";
export { tableWithWall } from "./deal.ts";
