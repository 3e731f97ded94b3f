// `pnpm arcade shuffle`: one deck through a physical shuffle model, its order printed top card
// first. A top-level command (not `arcade cards …`): the card lab offers it beside core's rng and bag.
import { InputError, Rng, seedText } from "@arcade/core";
import { choiceOption, intOption, numberOption, requireOption, type Command } from "@arcade/core/cli";
import { applyRoutine, formatRoutine, freshDeck, parseRoutine, type ShuffleParams } from "../shuffle/routine.ts";
import { risingSequences, successions } from "../shuffle/stats.ts";

/** Card moves one `shuffle` may make (cards × steps × times): a few seconds of work. */
export const MAX_SHUFFLE_MOVES = 200_000_000;

export const shuffleCommand: Command = {
  name: "shuffle",
  summary: "Shuffle a deck of N cards with a physical shuffle model and print the resulting order.",
  usage: "--method C|H|R|F|D --cards N --seed S [--times K]",
  details: [
    "Methods: C cut (split ~ N(n/2, 5)), H Hindu/overhand (packets ~ N(10, 10/6)), R riffle",
    "(Gilbert-Shannon-Reeds), F perfect faro (out unless --faro in), D deal into 10 piles (dealt",
    "onto the piles in turn, picked up with pile 0 on top). --method also takes a routine such as",
    '"H10 D R4"; --times repeats the whole routine. Cards are labelled by their starting position',
    "0..N-1 and the order is printed top card first.",
  ].join("\n"),
  options: {
    method: { type: "string", value: "M", description: 'C, H, R, F or D, or a routine such as "H10 D R4"' },
    cards: { type: "string", value: "N", description: "deck size (1..100000)" },
    seed: { type: "string", value: "S", description: "the seed" },
    times: { type: "string", value: "K", description: "repeat the whole routine K times (default 1)" },
    packet: { type: "string", value: "H", description: "Hindu mean packet size (default 10; sd = H/6)" },
    piles: { type: "string", value: "P", description: "number of piles to deal into (default 10)" },
    faro: { type: "string", value: "in|out", description: "perfect faro kind (default out)" },
    "cut-sd": { type: "string", value: "SD", description: "cut point standard deviation (default 5)" },
  },
  run({ values, json, io }) {
    const routine = parseRoutine(requireOption(values, "method"));
    const cards = intOption(values, "cards", 1, 100_000);
    const seed = seedText(requireOption(values, "seed"), "--seed");
    const times = intOption(values, "times", 1, 100_000, 1);
    const packet = numberOption(values, "packet");
    const cutSd = numberOption(values, "cut-sd");
    const params: ShuffleParams = {
      faro: choiceOption(values, "faro", ["out", "in"] as const, "out"),
      ...(packet === undefined ? {} : { packet }),
      ...(cutSd === undefined ? {} : { cutSd }),
      ...(values.piles === undefined ? {} : { piles: intOption(values, "piles", 1, 100_000) }),
    };
    const steps = routine.reduce((sum, step) => sum + step.times, 0);
    const moves = cards * steps * times;
    if (moves > MAX_SHUFFLE_MOVES) {
      throw new InputError(
        `${cards} cards × ${steps} steps × ${times} times is ${moves} card moves, more than the ${MAX_SHUFFLE_MOVES} one command may make`,
        values.times === undefined ? "--method" : "--times",
      );
    }
    const rng = Rng.from(seed);
    let deck = freshDeck(cards);
    for (let i = 0; i < times; i++) deck = applyRoutine(deck, routine, rng, params);
    if (json) {
      const result = {
        method: formatRoutine(routine),
        cards,
        seed,
        times,
        order: deck,
        risingSequences: risingSequences(deck),
        successions: successions(deck),
      };
      io.stdout.write(`${JSON.stringify(result)}\n`);
    } else {
      io.stdout.write(`${deck.join(" ")}\n`);
    }
  },
};
