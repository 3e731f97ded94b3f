// The screen's buttons in core's one in-game bar (`shell.bar`: DOM buttons in the shell's top
// row). A screen states its buttons on every draw; the same buttons are updated in place (the
// focus stays), a different set replaces them.
import type { BarButton } from "@arcade/core/stage";

/** What a screen needs of `shell.bar`. */
export interface Bar {
  readonly buttons: readonly BarButton[];
  set(buttons: readonly BarButton[]): void;
  update(id: string, partial: Partial<Omit<BarButton, "id">>): void;
}

export function syncBar(bar: Bar, buttons: readonly BarButton[]): void {
  const same = bar.buttons.length === buttons.length && bar.buttons.every((b, i) => b.id === buttons[i]!.id);
  if (!same) {
    bar.set(buttons);
    return;
  }
  for (const button of buttons) {
    const { id, ...rest } = button;
    bar.update(id, rest);
  }
}
