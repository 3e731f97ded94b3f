// How to use the Mahjong trainer and the words its screens use, in plain language (the pause
// menu's "How to play").
import type { GameHelp } from "@arcade/core";

export const HELP: GameHelp = {
  howToPlay: [
    "A winning hand is 14 tiles: four sets (three in a row of one suit, like 3-4-5 of circles, or three of a kind) and a pair.",
    "Solo practice: each turn you draw a tile, then discard one. The trainer shows how far your hand is from winning and which tiles would bring it closer.",
    "The quiz shows a hand and asks which tile you would discard; the best answer keeps the most useful tiles coming.",
    "The analyser takes a hand you type (like 123m456p789s1122z) and gives the exact figures for every discard.",
    "Logs & review: import a tenhou.net/6 log (paste it or pick a file), step through it with the buttons or the arrow keys (← → a step, ↑ ↓ a hand) with every hand open or as one player saw it, and review a player's discards: each against the best by win chance and by expected score, and what the choice cost. Tap a reviewed discard to see that moment.",
    'Suits: m for characters (man), p for circles (pin), s for bamboo (sou), z for honours (1–4 the winds east, south, west, north; 5–7 the white, green and red dragons). A red five is written 0m, 0p or 0s and shown as "red 5p".',
    "Table: a hanchan (East and South rounds) against three bots under Tenhou's rules. Tap a tile to discard it (by touch: tap to lift it, tap again to discard; Settings can make it one tap). Calls appear as buttons only when legal: Chi, Pon, Kan, Ron, Tsumo, Riichi (then tap the tile to discard with it) and Skip. Keys: W Ron or Tsumo, R Riichi, C Chi (again for the next choice), O Pon, K Kan, S Skip; ← and → select a tile, D discards it. Export log (tenhou.net/6) is in the pause menu and at the final table.",
    "Keyboard and screen readers: the table is also written out in the page, with the hand as a list of buttons — press a tile's button to discard it (in the analyser, to take it out). Undo, Hint and Riichi are in the button bar.",
  ],
  glossary: [
    {
      term: "Steps from ready (shanten)",
      meaning:
        'How many useful tiles a hand still needs before it is ready. "2 steps from ready (shanten 2)": two good draws make it ready; 0 means ready; a complete hand is −1.',
    },
    { term: "Ready (tenpai)", meaning: "One more tile wins. The tiles that would complete the hand are its waits. Not ready at the end of the wall is noten." },
    {
      term: "Tiles that improve your hand (effective tiles, ukeire)",
      meaning:
        'The tiles that would bring your hand a step closer to ready if you drew them, counting the copies still unseen: "14 (of 5 kinds)" is 14 tiles of 5 different kinds. More of them means a faster hand; when ready, they are the tiles that win.',
    },
    {
      term: "The step after (second step)",
      meaning:
        "When two discards keep the same number of improving tiles, the trainer looks one draw further: the average number of improving tiles after drawing one of them. Higher is better.",
    },
    {
      term: "Forms: sets and a pair, seven pairs (chiitoitsu), thirteen orphans (kokushi)",
      meaning:
        'The three shapes a winning hand can take: four sets and a pair; seven different pairs; or one of each 1, 9 and honour tile plus one more of them. "Steps by form" gives the distance to ready for each.',
    },
    {
      term: "Win chance, ready chance, about N points",
      meaning:
        "Computed exactly over every way the next few draws can come: how often you win, how often you are at least ready, and the points a win is worth on average (a miss counts as 0).",
    },
    {
      term: "Waits: two-sided (ryanmen), middle (kanchan), edge (penchan), pair (tanki), two-pair (shanpon)",
      meaning: "How the winning tile completes the hand: 4-5 waiting on 3 or 6; 4-6 on 5; 1-2 on 3; a single tile on its pair; two pairs on either.",
    },
    { term: "Tsumo and ron", meaning: "Winning on your own draw (tsumo; every other player pays) or on another player's discard (ron; that player pays)." },
    { term: "Man, pin, sou", meaning: "The suits' names as they are read aloud: characters (m), circles (p) and bamboo (s)." },
    { term: "Red five", meaning: "A five drawn in red (written 0m, 0p or 0s). It plays as a normal five and adds one han to a winning hand." },
    {
      term: "Dora, dora indicator, ura-dora",
      meaning:
        "Bonus tiles: the tile after the face-up indicator on the dead wall (the indicator 4p makes 5p the dora). Each one in a winning hand adds one han, but dora alone are not a yaku. A riichi hand that wins also gets the hidden indicator under it (ura-dora).",
    },
    {
      term: "Riichi",
      meaning:
        "Declaring a ready hand with no called tiles. From then on you discard every tile you draw unless it wins; riichi is itself a yaku worth one han.",
    },
    { term: "Yaku", meaning: "A scoring pattern (all simples, riichi, a set of dragons, …). A hand needs at least one yaku to win." },
    { term: "Han", meaning: "The doubles a hand's yaku and dora add up to. Each han roughly doubles the points." },
    {
      term: "Mangan, haneman, baiman, sanbaiman, yakuman",
      meaning:
        "Point limits: a hand of 5 han (or 3–4 han with many fu) pays a fixed mangan; 6–7 han haneman, 8–10 baiman, 11–12 sanbaiman, 13 or a yakuman pattern yakuman.",
    },
    {
      term: "Fu",
      meaning:
        "Minipoints from how the hand was built and won (closed sets of honours, a hard wait, winning on your own draw). They matter most for hands of few han.",
    },
  ],
};
