// The play session's panels: a finished game's results (the game's lines, Play again, the game's
// buttons, then the session's for its record: Watch replay, Share replay, Challenge a friend and
// New seed), a watched record's end (Watch again, Play this seed) and the one problem popup.
import type { GameRecord } from "../sim/record.ts";
import type { PlayResult, PlayScreen } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import { PanelPopup, ResultsPopup, type PopupButton } from "./popups.ts";
import { printResultLines, type ResultLine } from "./result-lines.ts";
import { sendChallenge } from "./versus-flow.ts";

/** The session's buttons for a finished game (`canWatch`: the game plays records back). */
export function recordItems<S extends PlayScreen>(session: PlaySession<S>, result: PlayResult, canWatch: boolean): PopupButton[] {
  const { record } = result;
  const { links } = session.definition;
  const items: PopupButton[] = [];
  if (record && canWatch) items.push({ id: "watch", label: "Watch replay", run: session.closing(() => session.watch(record)) });
  if (record && links?.replay) items.push({ id: "share-replay", label: "Share replay", run: () => shareRecord(session, record) });
  if (record && links?.challenge?.mode === session.mode.id) items.push({ id: "challenge", label: "Challenge a friend", run: () => askName(session, record) });
  const fresh = result.newSeed ?? true;
  if (fresh !== false) {
    items.push({ id: "new-seed", label: fresh === true ? "New seed" : fresh, run: session.closing(() => session.start(session.newSeed())) });
  }
  return items;
}

/** The results panel: Play again plays `seed` unless the game says otherwise. */
export function resultsPopup<S extends PlayScreen>(session: PlaySession<S>, result: PlayResult & { readonly headline: string }, seed: string): ResultsPopup {
  return new ResultsPopup(session.host, {
    headline: result.headline,
    lines: printResultLines(result.lines),
    again: session.closing(result.again ?? (() => session.start(seed))),
    ...(result.againLabel ? { againLabel: result.againLabel } : {}),
    items: [...(result.items ?? [])],
    quit: () => session.options.services.exit(),
  });
}

/** A watched record came to its end: watch it again, play its seed, or quit. */
export function replayEndedPopup<S extends PlayScreen>(session: PlaySession<S>, record: GameRecord, lines: readonly ResultLine[]): ResultsPopup {
  return new ResultsPopup(session.host, {
    headline: "Replay finished",
    lines: printResultLines(lines),
    again: session.closing(() => session.watch(record)),
    againLabel: "Watch again",
    items: [{ id: "play", label: "Play this seed", run: session.closing(() => session.start(record.seed)) }],
    quit: () => session.options.services.exit(),
  });
}

/** Why a link or a kept game cannot be used (and where), with a plain game instead (`plain`) or Quit. */
export function problemPopup<S extends PlayScreen>(
  session: PlaySession<S>,
  title: string,
  lines: string | readonly string[],
  plain: { readonly label: string; readonly run: () => void },
): PanelPopup {
  return new PanelPopup(session.host, {
    role: "problem",
    title,
    lines: typeof lines === "string" ? [lines] : [...lines],
    buttons: [
      { id: "fallback", label: plain.label, run: session.closing(plain.run) },
      { id: "quit", label: "Quit", run: () => session.options.services.exit() },
    ],
  });
}

/** A link that opens `record` for watching (the definition's replay parameter). */
function shareRecord<S extends PlayScreen>(session: PlaySession<S>, record: GameRecord): void {
  const replay = session.definition.links!.replay!;
  session.shareLink("Share this replay", { mode: record.mode, seed: record.seed, params: { [replay.param]: replay.print(record) } });
}

/** Asks for your name, then shows your game as a challenge link for a friend. */
function askName<S extends PlayScreen>(session: PlaySession<S>, record: GameRecord): void {
  const challenge = session.definition.links!.challenge!;
  sendChallenge(session, { mode: challenge.mode, seed: record.seed, param: challenge.param }, (name) => challenge.print(name, record));
}
