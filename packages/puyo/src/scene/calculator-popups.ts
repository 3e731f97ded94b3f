// The calculator's popups, shared by the editor and the game's pause menu: Import a position,
// the odds settings panel, and the pause menu's chain odds with a live per cent and Cancel.
import { InputError, located, plural } from "@arcade/core";
import { PanelPopup, PastePopup, type GameShell, type PanelContent } from "@arcade/core/stage";
import type { CalculatorResultJson } from "../analysis/calculator-service.ts";
import type { Condition } from "../analysis/probability.ts";
import type { Field } from "../rules/field.ts";
import type { Pair } from "../rules/pair.ts";
import { parsePosition } from "../rules/position.ts";
import { percent, placementLines } from "./calculator-client.ts";
import { conditionText, describe, type OddsSettings } from "./odds-text.ts";
import type { PuyoScreen } from "./screen.ts";

/** The conditions the app offers, in the order the Condition button steps through them (the CLI takes any). */
const CONDITIONS: readonly Condition[] = [
  { kind: "chain", chains: 2 },
  { kind: "chain", chains: 3 },
  { kind: "chain", chains: 4 },
  { kind: "chain", chains: 5 },
  { kind: "chain", chains: 1 },
  { kind: "clear", puyos: 8 },
  { kind: "allclear" },
  { kind: "score", score: 1000 },
];
/** Pairs the app offers (n = 4 takes seconds on a phone; more is for the CLI). */
const MAX_APP_MOVES = 4;
/** Placements listed in the calculator's panel (the heat map on the field shows every one). */
const TABLE_LINES = 8;

export function importPosition(shell: GameShell, apply: (field: Field, pairs?: readonly Pair[]) => void): void {
  void shell.present(
    new PastePopup(shell.host, {
      role: "import",
      title: "Import a position",
      explanation:
        "Paste a puyop.com link, a link from this app, or a field in text (6 letters a row, top row first: . R G B Y P O), optionally followed by pairs (RG BY).",
      placeholder: "https://www.puyop.com/s/…",
      submitLabel: "Import",
      submit: (text) => {
        try {
          const position = parsePosition(text);
          apply(position.field, position.pairs);
          void shell.dismiss();
          return null;
        } catch (error) {
          if (error instanceof InputError) return located(error);
          throw error;
        }
      },
      back: () => void shell.dismiss(),
    }),
  );
}

/** The calculator's settings panel: each choice button steps through its values; Calculate runs it. */
export function oddsSettings(shell: GameShell, settings: OddsSettings, last: CalculatorResultJson | null, start: (settings: OddsSettings) => void): void {
  const again = (next: OddsSettings) => void shell.dismiss().then(() => oddsSettings(shell, next, null, start));
  const index = CONDITIONS.findIndex((c) => JSON.stringify(c) === JSON.stringify(settings.condition));
  void shell.present(
    new PanelPopup(shell.host, {
      role: "odds",
      title: "Chain odds",
      lines: [
        `${describe(settings)}, from this field with NOW and the known NEXT pairs; later pairs random (16 equally likely).`,
        ...(last
          ? [
              `${percent(last.probability)} (${last.fraction})`,
              "The best placements of NOW (all of them are on the field):",
              ...placementLines(last.placements, TABLE_LINES),
            ]
          : []),
      ],
      buttons: [
        {
          id: "calculate",
          label: "Calculate",
          run: () => {
            void shell.dismiss();
            start(settings);
          },
        },
        {
          id: "condition",
          label: `Condition: ${conditionText(settings.condition)}`,
          run: () => again({ ...settings, condition: CONDITIONS[(index + 1) % CONDITIONS.length]! }),
        },
        { id: "moves", label: `Pairs: ${settings.moves}`, run: () => again({ ...settings, moves: (settings.moves % MAX_APP_MOVES) + 1 }) },
        {
          id: "early",
          label: settings.early === "continue" ? "An early chain: play on" : "An early chain: counts as failed",
          run: () => again({ ...settings, early: settings.early === "continue" ? "fail" : "continue" }),
        },
        { id: "back", label: "Back", run: () => void shell.dismiss() },
      ],
    }),
  );
}

/**
 * The calculator on the current field: P(a 2-chain or longer within 3 pairs), best placements.
 * It opens from the pause menu and keeps the game paused throughout. The progress popup's per
 * cent changes in place (PanelPopup.setLines), so Cancel is always the same button; Cancel
 * terminates the worker. The answer (or a problem) replaces the progress popup.
 */
export function pauseMenuOdds(shell: GameShell, screen: PuyoScreen): void {
  const chains = 2;
  const moves = 3;
  const question = `Chance of a ${chains}-chain or longer within ${plural(moves, "pair")} (current and NEXT known, then random pairs).`;
  const computingLines = (done: number): string[] => [question, `Computing… ${Math.floor(done * 100)}%`];
  let open = true;
  // Popup changes run one after another (two replacements at once would leave both up).
  let shown: Promise<void> = Promise.resolve();
  const close = (): void => {
    open = false;
    shown = shown.then(() => shell.dismiss());
  };
  const answer = (content: PanelContent): void => {
    shown = shown.then(() => (open ? shell.navigation.replacePopups(new PanelPopup(shell.host, content)) : undefined));
  };
  const back = { id: "back", label: "Back", run: close };
  const progress = new PanelPopup(shell.host, {
    role: "odds",
    title: "Chain odds",
    lines: computingLines(0),
    buttons: [
      {
        id: "cancel",
        label: "Cancel",
        run: () => {
          cancel();
          close();
        },
      },
    ],
  });
  const cancel = screen.computeOdds(chains, moves, {
    progress: (done) => progress.setLines(computingLines(done)),
    error: (message) => answer({ role: "odds", title: "Chain odds", lines: [message], buttons: [back] }),
    result: (result, cached) =>
      answer({
        role: "odds",
        title: "Chain odds",
        lines: [
          question,
          `${percent(result.probability)} (${result.fraction})`,
          ...placementLines(result.placements, 5),
          cached ? "(computed before)" : `${result.nodes.toLocaleString("en")} fields in ${result.ms} ms`,
        ],
        buttons: [back],
      }),
  });
  if (screen.calculating) shown = shown.then(() => shell.navigation.replacePopups(progress));
}
