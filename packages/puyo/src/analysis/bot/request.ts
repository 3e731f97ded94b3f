// The bot as messages, for a Web Worker: a request and its answer are plain JSON (structured-
// clone safe), so the app's worker does `postMessage(answerBotRequest(event.data))` and the page
// never blocks on the search. The field travels as its 18 bitboard words (exact and cheap).
import { InputError } from "@arcade/core";
import { FIELD_WORDS, Field } from "../../rules/field.ts";
import { parsePairList, printPairList, type Placement } from "../../rules/pair.ts";
import { botByName, type BotDecision, type BotInput, type BotName } from "./bots.ts";

export interface BotRequest {
  bot: BotName;
  /** Field.w as numbers. */
  field: number[];
  /** The current pair first, then NEXT and NEXT 2: "RG,BY,GG". */
  pairs: string;
  pending?: number;
  incoming?: number;
  incomingMoves?: number;
  colors?: number;
  /** The opponent's field, pending nuisance, whether it is mid-chain, and its pairs ("RG,BY") when seen. */
  opponent?: { field: number[]; pending: number; busy: boolean; pairs?: string };
}

export interface BotAnswer {
  /** Null when the pair cannot be placed (the game is lost). */
  placement: Placement | null;
  chains: number;
  score: number;
  /** Thinking time in milliseconds. */
  ms: number;
}

function fieldOf(words: readonly number[], where: string): Field {
  if (!Array.isArray(words) || words.length !== FIELD_WORDS || !words.every((w) => Number.isInteger(w)))
    throw new InputError(`must be ${FIELD_WORDS} whole numbers (Field.w)`, where);
  return new Field(Int32Array.from(words));
}

/** The request for a bot's move in a position (what the page posts to the worker). */
export function botRequest(bot: BotName, input: BotInput): BotRequest {
  return {
    bot,
    field: Array.from(input.field.w),
    pairs: printPairList(input.pairs),
    ...(input.pending === undefined ? {} : { pending: input.pending }),
    ...(input.incoming === undefined ? {} : { incoming: input.incoming }),
    ...(input.incomingMoves === undefined ? {} : { incomingMoves: input.incomingMoves }),
    ...(input.colors === undefined ? {} : { colors: input.colors }),
    ...(input.opponent
      ? {
          opponent: {
            field: Array.from(input.opponent.field.w),
            pending: input.opponent.pending,
            busy: input.opponent.busy,
            ...(input.opponent.pairs ? { pairs: printPairList(input.opponent.pairs) } : {}),
          },
        }
      : {}),
  };
}

/** Runs the request's bot (what the worker does with each message). */
export function answerBotRequest(request: BotRequest): BotAnswer {
  const bot = botByName(request.bot, "bot");
  const input: BotInput = {
    field: fieldOf(request.field, "field"),
    pairs: parsePairList(request.pairs, "pairs"),
    ...(request.pending === undefined ? {} : { pending: request.pending }),
    ...(request.incoming === undefined ? {} : { incoming: request.incoming }),
    ...(request.incomingMoves === undefined ? {} : { incomingMoves: request.incomingMoves }),
    ...(request.colors === undefined ? {} : { colors: request.colors }),
    ...(request.opponent
      ? {
          opponent: {
            field: fieldOf(request.opponent.field, "opponent.field"),
            pending: request.opponent.pending,
            busy: request.opponent.busy,
            ...(request.opponent.pairs === undefined ? {} : { pairs: parsePairList(request.opponent.pairs, "opponent.pairs") }),
          },
        }
      : {}),
  };
  const start = performance.now();
  const decision: BotDecision | null = bot.choose(input);
  return { placement: decision?.placement ?? null, chains: decision?.chains ?? 0, score: decision?.score ?? 0, ms: performance.now() - start };
}
