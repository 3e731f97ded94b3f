// The table's bots as a worker job (served by bot-worker.ts; run in the page where there are no
// workers): the table's state and a seat in, that seat's bot's action out. The bot reads only the
// seat's view (bots/table-seat.ts derives it), so sending the whole state gives it nothing more.
// State and action are plain data, safe to structured-clone.
import { botAction } from "../../bots/table-seat.ts";
import type { BotStrength } from "../../bots/decide.ts";
import type { Action, Seat, TableState } from "../../table/types.ts";

export interface BotRequest {
  state: TableState;
  seat: Seat;
  strength: BotStrength;
}

export const tableBotJobs = {
  act: (request: BotRequest): Action => botAction(request.state, request.seat, request.strength),
};
