// Form: a person's strength is not the same every game. Between two bots that play the same way
// every game the win rate is a step, not a slope (the README's curves: one bot a little better
// wins nearly every long game), so a strength between two others that are far apart can only be
// in reach of both if it plays some games like the one above and the rest nearer the one below.
// `BotConfig.form` says how: in a seeded share of games the bot plays at its best pace and
// misdrop share. The draw is made once a game from the game's seed, so a game (the app's, the
// CLI's, a benchmark's) replays the same.
import { Rng } from "@arcade/core";
import type { BotConfig } from "./bot.ts";

/** Whether the game on this seed is one of the bot's best ones (false for a bot without form). */
export function inForm(config: BotConfig, seed: string): boolean {
  return config.form !== undefined && Rng.from(seed).fork("form").chance(config.form.share);
}

/** The bot as it plays the game on this seed: its best pace and misdrops in a game in form, else as it is; without `form` either way. */
export function botForGame(config: BotConfig, seed: string): BotConfig {
  if (config.form === undefined) return config;
  const { form, ...rest } = config;
  return inForm(config, seed) ? { ...rest, pace: form.best.pace, slips: form.best.slips } : rest;
}
