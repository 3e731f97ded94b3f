// Names shown to the player, shared by the solo and versus screens and their how-to popups.
import type { ClearName } from "../rules/types.ts";

/** A line clear as the HUD announces it ("none" is not announced). */
export const CLEAR_NAMES: Readonly<Record<Exclude<ClearName, "none">, string>> = {
  single: "Single",
  double: "Double",
  triple: "Triple",
  tetris: "Tetris",
  "tspin-mini": "T-Spin Mini",
  "tspin-mini-single": "T-Spin Mini Single",
  "tspin-mini-double": "T-Spin Mini Double",
  tspin: "T-Spin",
  "tspin-single": "T-Spin Single",
  "tspin-double": "T-Spin Double",
  "tspin-triple": "T-Spin Triple",
};

/** The announced name of a clear (its id for one this table does not know). */
export function clearTitle(clear: string): string {
  return (CLEAR_NAMES as Readonly<Record<string, string>>)[clear] ?? clear;
}

/** A key code as a how-to line shows it (core's keyLabel: "ArrowLeft" → "←", "KeyZ" → "Z"). */
export { keyLabel as keyName } from "@arcade/core";
