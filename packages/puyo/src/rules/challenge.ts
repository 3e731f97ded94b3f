// The challenge: both players get the same pairs (the seed) for CHALLENGE_PAIRS pairs and compare
// their results. Nobody's number is taken on trust: the challenge link carries the challenger's
// record (replay-code.ts), and the receiver's app re-runs it through the same rules to get the
// result. A challenge ends after its last pair's turn (chain and all) or at a top-out; results
// rank by score, then the longest chain, then fewer frames.
import { InputError, describeValue as describe, nameField, nameOfField, type Replay } from "@arcade/core";
import { runReplay } from "./replay.ts";
import { parseReplayCode, replayCode } from "./replay-code.ts";

export const CHALLENGE_PAIRS = 50;
export const CHALLENGE_MODE = "challenge";

export interface ChallengeResult {
  score: number;
  maxChain: number;
  pieces: number;
  toppedOut: boolean;
  frames: number;
}

/** Negative if `a` did better than `b`, positive if worse, 0 for a tie. */
export function compareChallenge(a: ChallengeResult, b: ChallengeResult): number {
  return b.score - a.score || b.maxChain - a.maxChain || a.frames - b.frames;
}

/** `<name>~<record code>`: the challenger's name (percent-encoded) and their game. */
export function challengeCode(name: string, replay: Replay): string {
  const field = nameField(name);
  if (replay.mode !== CHALLENGE_MODE) throw new InputError(`must be a challenge game, got ${describe(replay.mode)}`, "replay.mode");
  return `${field}~${replayCode(replay)}`;
}

export interface VerifiedChallenge {
  name: string;
  result: ChallengeResult;
  replay: Replay;
}

/**
 * Re-runs a challenger's game from a link's code and the link's seed: the result is what their
 * inputs really did. A code that is damaged, of other rules, not a challenge, or a game that
 * stopped before its end is an InputError (where "challenge").
 */
export function verifyChallenge(code: string, seed: string): VerifiedChallenge {
  const where = "challenge";
  const cut = code.indexOf("~");
  if (cut < 0) throw new InputError("is not a challenge (it should be a name, then ~, then the game)", where);
  const name = nameOfField(code.slice(0, cut), where);
  const replay = parseReplayCode(code.slice(cut + 1), seed, where);
  if (replay.mode !== CHALLENGE_MODE) throw new InputError(`is a record of a ${replay.mode} game, not a challenge`, where);
  const result = challengeResult(replay);
  if (!result.toppedOut && result.pieces < CHALLENGE_PAIRS)
    throw new InputError(`is a game that stopped after ${result.pieces} of its ${CHALLENGE_PAIRS} pairs`, where);
  return { name, replay, result };
}

/** What a challenge game did, as its record re-runs. */
export function challengeResult(replay: Replay): ChallengeResult {
  const played = runReplay(replay);
  const g = played.game;
  return { score: g.score, maxChain: g.maxChain, pieces: g.index, toppedOut: g.over, frames: played.frame };
}
