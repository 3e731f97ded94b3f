// Two people on one device: each half of the screen takes its player's touch gestures (an
// invisible layer per half; the two players' hint is how-to.ts's).
import { bindGestures, type GameShell } from "@arcade/core/stage";
import type { VersusScreen } from "./versus-screen.ts";

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
