// The one typed-text box of the play session (`PlaySession.ask`): a box that asks for a text,
// reads it with the game's parser, and shows the parser's InputError in place (naming where) until
// the text reads. The challenge's name box is this box, the link put in its place.
import { InputError, located } from "../errors.ts";
import type { GameShell } from "./game-shell.ts";
import { PastePopup } from "./popups.ts";

/** The words of a box that asks for a typed text. */
export interface AskPrompt {
  readonly role: string;
  readonly title: string;
  readonly explanation: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  readonly maxLength?: number;
}

/**
 * Asks for a typed text: `parse` reads it (its InputError is shown in the box); then the box
 * closes and `use` takes what was read, or (`close` false) `use` takes it over the box.
 */
export function askBox<T>(shell: GameShell, prompt: AskPrompt, parse: (text: string) => T, use: (value: T) => void, close: boolean): void {
  const submit = (text: string): string | null => {
    const value = InputError.attempt(() => parse(text));
    if (value instanceof InputError) return located(value);
    if (close) void shell.dismiss().then(() => use(value));
    else use(value);
    return null;
  };
  void shell.present(new PastePopup(shell.host, { ...prompt, submit, back: () => void shell.dismiss() }));
}
