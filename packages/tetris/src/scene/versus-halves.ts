// Two people on one device: each half of the screen takes its player's touch gestures (an
// invisible layer per half), and a one-time hint says how to play (key sets, or the halves).
import type { MountOptions } from "@arcade/core";
import { bindGestures, type FirstHint, type GameShell } from "@arcade/core/stage";
import { keyName } from "./names.ts";
import type { VersusScreen } from "./versus-screen.ts";

const TWO_PLAYER_HINT = "tetris-two-players";

export class TouchHalves {
  private halves: { dispose(): void }[] = [];
  private elements: HTMLElement[] = [];

  constructor(
    private readonly shell: GameShell,
    private readonly screen: () => VersusScreen | null,
  ) {}

  bind(): void {
    this.unbind();
    const canvas = this.shell.stage.app.canvas;
    for (const side of [0, 1]) {
      const half = document.createElement("div");
      half.dataset.half = String(side + 1);
      half.style.cssText = `position:absolute;top:0;bottom:0;${side === 0 ? "left:0" : "right:0"};width:50%;touch-action:none;z-index:1`;
      this.shell.host.append(half);
      const options = () => ({ cellSize: this.screen()?.cellSizeOf(side) ?? 20, width: half.clientWidth || canvas.clientWidth / 2 });
      const gestures = bindGestures(half, options(), (g) => this.screen()?.gesture(g, side));
      const resize = () => gestures.resize(options());
      window.addEventListener("resize", resize);
      this.halves.push({
        dispose: () => {
          window.removeEventListener("resize", resize);
          gestures.dispose();
        },
      });
      this.elements.push(half);
    }
  }

  unbind(): void {
    for (const half of this.halves.splice(0)) half.dispose();
    for (const element of this.elements.splice(0)) element.remove();
  }
}

/** How two people play (shown once by core's session): the key sets, or the halves on a touch screen. */
export function twoPlayerHint(options: MountOptions, touch: boolean): FirstHint {
  const keys = (prefix: string) =>
    ["Left", "Right", "SoftDrop", "HardDrop", "RotateCCW", "RotateCW", "Hold"]
      .map((a) => (options.settings.keys[`${prefix}${a}`] ?? [])[0] ?? "–")
      .map(keyName)
      .join(" ");
  const lines = touch
    ? [
        "Each half of the screen is one player's: drag to move, tap to rotate, flick down to drop, flick up to hold.",
        "Same pieces for both; clears send garbage to the other side.",
      ]
    : [
        `Player 1 (left board): ${keys("p1")} — move, soft drop, hard drop, rotate, hold (or the usual keys)`,
        `Player 2 (right board): ${keys("p2")}`,
        "Keys can be changed in Settings.",
      ];
  return { id: TWO_PLAYER_HINT, title: "Two players", lines, ok: "Start" };
}
