// How online play wires the shared shell to its versus screen: keys and gamepad to the screen (which
// routes the 2-player key sets), and for one player on a touch screen the Tetris buttons and
// gestures to side 0.
import type { Gesture, SettingValues } from "@arcade/core";
import type { PanelPopup, ShellConfig } from "@arcade/core/stage";
import { TETRIS_GAMEPAD, tetrisButtons } from "./input.ts";
import type { VersusScreen } from "./versus-screen.ts";

export function versusShellConfig(
  screen: () => VersusScreen | null,
  pauseMenu: () => PanelPopup | null,
  options: { twoPlayers: boolean; settings: SettingValues },
): ShellConfig {
  return {
    onAction: (action, pressed) => screen()?.input(action, pressed),
    gamepad: TETRIS_GAMEPAD,
    // Two people share the screen: each half takes its own player's gestures (bound by the session).
    ...(options.twoPlayers
      ? {}
      : {
          touchButtons: tetrisButtons(options.settings),
          gestures: { cellSize: () => screen()?.cellSize ?? 20, onGesture: (gesture: Gesture) => screen()?.gesture(gesture) },
        }),
    pauseMenu,
    // A versus is not kept across a lost GPU context (online play rejoins through its own session).
    saveState: () => null,
  };
}
