// Versus between two bots at the placement level, on one seed (both get the same pairs), with
// Tsu nuisance by the rules engine (rules/game.ts: conversion, carry, offsetting, at most 30
// falling per turn, margin time). Time is modelled so that chains matter as they do in play:
// a placement takes PLACE_SECONDS, each chain step CHAIN_STEP_SECONDS, a nuisance fall
// FALL_SECONDS; a player places again only when its turn is over, so the opponent may place
// several pairs during a long chain. Nuisance a chain sends is in flight until that chain ends
// (then it is pending and falls at the end of the receiver's next placement); a chain the
// receiver fires meanwhile cancels in-flight nuisance first, as offsetting does in the games.
import type { Seed } from "@arcade/core";
import { PuyoGame } from "../../rules/game.ts";
import type { PuyoBot } from "./bots.ts";

export const PLACE_SECONDS = 1;
export const CHAIN_STEP_SECONDS = 1;
export const FALL_SECONDS = 0.5;
/** A game still going after this many pairs per player is a draw. */
export const MAX_MATCH_PAIRS = 500;

export interface MatchOptions {
  colors?: 3 | 4 | 5;
  /** Pairs per player before the game is called a draw (default MAX_MATCH_PAIRS). */
  maxPairs?: number;
  /** Which player places first when both are ready at once (default 0). */
  first?: 0 | 1;
}

export interface MatchResult {
  winner: 0 | 1 | "draw";
  /** Pairs placed by each player. */
  pairs: [number, number];
  maxChain: [number, number];
  /** Game time at the end, in seconds. */
  seconds: number;
}

interface InFlight {
  amount: number;
  at: number;
}

export function playMatch(seed: Seed, bots: readonly [PuyoBot, PuyoBot], options: MatchOptions = {}): MatchResult {
  const colors = options.colors ?? 4;
  const maxPairs = options.maxPairs ?? MAX_MATCH_PAIRS;
  const games = [new PuyoGame({ seed, colors, player: 0 }), new PuyoGame({ seed, colors, player: 1 })] as const;
  const readyAt = [0, 0];
  const busyUntil = [0, 0];
  const inFlight: InFlight[][] = [[], []];
  const first = options.first ?? 0;
  let now = 0;
  for (;;) {
    const a = games[0].over || games[0].index >= maxPairs;
    const b = games[1].over || games[1].index >= maxPairs;
    if (games[0].over || games[1].over || (a && b)) break;
    // The player whose turn comes first (ties: `first`); a player that has run out waits.
    let i: 0 | 1 = readyAt[0]! < readyAt[1]! || (readyAt[0] === readyAt[1] && first === 0) ? 0 : 1;
    if (i === 0 ? a : b) i = i === 0 ? 1 : 0;
    const me = games[i];
    const them = games[1 - i]!;
    now = readyAt[i]!;
    // Nuisance whose chain has ended is pending now.
    const arriving = inFlight[i]!.filter((f) => f.at <= now);
    inFlight[i] = inFlight[i]!.filter((f) => f.at > now);
    for (const f of arriving) me.receive(f.amount);
    const flying = inFlight[i]!.reduce((s, f) => s + f.amount, 0);
    const lands = Math.min(...inFlight[i]!.map((f) => f.at));
    const decision = bots[i].choose({
      field: me.field,
      pairs: me.pairsPreview(),
      pending: me.pending,
      incoming: flying,
      ...(flying > 0 ? { incomingMoves: Math.max(1, Math.ceil((lands - now) / PLACE_SECONDS)) } : {}),
      colors,
      opponent: {
        field: them.field,
        pairs: them.pairsPreview(),
        pending: them.pending + inFlight[1 - i]!.reduce((s, f) => s + f.amount, 0),
        busy: busyUntil[1 - i]! > now,
      },
    });
    if (!decision) {
      me.over = true;
      break;
    }
    const turn = me.place(decision.placement, now);
    // What got past our own pending nuisance cancels nuisance still flying at us, then goes out.
    let sent = turn.sent;
    for (const f of inFlight[i]!) {
      const cancel = Math.min(sent, f.amount);
      f.amount -= cancel;
      sent -= cancel;
    }
    inFlight[i] = inFlight[i]!.filter((f) => f.amount > 0);
    const chainEnd = now + PLACE_SECONDS + turn.chain.chains * CHAIN_STEP_SECONDS;
    if (sent > 0) inFlight[1 - i]!.push({ amount: sent, at: chainEnd });
    // Busy while its chain resolves (after the placement) and cannot place or answer.
    busyUntil[i] = turn.chain.chains > 0 ? chainEnd : 0;
    readyAt[i] = chainEnd + (turn.dropped > 0 ? FALL_SECONDS : 0);
  }
  const [p0, p1] = games;
  const winner = p0.over && p1.over ? "draw" : p0.over ? 1 : p1.over ? 0 : "draw";
  return { winner, pairs: [p0.index, p1.index], maxChain: [p0.maxChain, p1.maxChain], seconds: now };
}

export interface VersusSummary {
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
}

/**
 * `games` matches of bot A (player 0) against bot B on the seeds `<seed>/1`, `<seed>/2`, …;
 * A places first on odd games and B on even ones (both start at time 0).
 */
export function playVersus(seed: string, a: PuyoBot, b: PuyoBot, games: number, options: Omit<MatchOptions, "first"> = {}): VersusSummary {
  const summary: VersusSummary = { games, winsA: 0, winsB: 0, draws: 0 };
  for (let g = 1; g <= games; g++) {
    const { winner } = playMatch(`${seed}/${g}`, [a, b], { ...options, first: g % 2 === 1 ? 0 : 1 });
    if (winner === 0) summary.winsA++;
    else if (winner === 1) summary.winsB++;
    else summary.draws++;
  }
  return summary;
}
