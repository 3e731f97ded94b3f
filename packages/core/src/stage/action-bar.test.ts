// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { accessibleName, ActionBar } from "./action-bar.ts";

function rig() {
  const host = document.createElement("div");
  document.body.append(host);
  const bar = new ActionBar(host);
  const ran: string[] = [];
  const button = (id: string) => host.querySelector<HTMLButtonElement>(`.arcade-action-bar button[data-id='${id}']`)!;
  return { host, bar, ran, button };
}

describe("the action bar", () => {
  it("shows real buttons that run their action, and hides itself when it has none", () => {
    const { host, bar, ran, button } = rig();
    const root = host.querySelector<HTMLElement>(".arcade-action-bar")!;
    expect(root.hidden).toBe(true);
    expect(root.getAttribute("role")).toBe("toolbar");
    bar.set([
      { id: "undo", label: "↶", name: "Undo", run: () => ran.push("undo") },
      { id: "hint", label: "Hint", run: () => ran.push("hint") },
    ]);
    expect(root.hidden).toBe(false);
    expect([...root.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["↶", "Hint"]);
    expect(button("undo").type).toBe("button");
    button("undo").click();
    button("hint").click();
    expect(ran).toEqual(["undo", "hint"]);
    bar.set([]);
    expect(root.hidden).toBe(true);
    expect(root.children).toHaveLength(0);
    bar.destroy();
    expect(host.children).toHaveLength(0);
  });

  it("gives the focus back after a click, so Space and Enter stay the game's keys", () => {
    const { bar, button } = rig();
    bar.set([{ id: "hold", label: "Hold", run: () => undefined }]);
    button("hold").focus();
    expect(document.activeElement).toBe(button("hold"));
    button("hold").click();
    expect(document.activeElement).not.toBe(button("hold"));
  });

  it("updates a button in place: label, pressed state (aria-pressed), disabled, hidden", () => {
    const { host, bar, ran, button } = rig();
    bar.set([
      { id: "assist", label: "Assist", pressed: false, run: () => ran.push("assist") },
      { id: "undo", label: "Undo", run: () => ran.push("undo") },
    ]);
    const assist = button("assist");
    expect(assist.getAttribute("aria-pressed")).toBe("false");
    expect(button("undo").hasAttribute("aria-pressed")).toBe(false); // not a toggle
    bar.update("assist", { pressed: true, label: "Assist on" });
    expect(button("assist")).toBe(assist);
    expect(assist.getAttribute("aria-pressed")).toBe("true");
    expect(assist.textContent).toBe("Assist on");
    bar.update("undo", { disabled: true });
    button("undo").click();
    expect(ran).toEqual([]);
    expect(button("undo").disabled).toBe(true);
    bar.update("undo", { disabled: false, hidden: true });
    expect(button("undo").hidden).toBe(true);
    bar.update("assist", { hidden: true });
    expect(host.querySelector<HTMLElement>(".arcade-action-bar")!.hidden).toBe(true); // nothing visible
    expect(bar.buttons.map((b) => [b.id, b.hidden])).toEqual([
      ["assist", true],
      ["undo", true],
    ]);
    expect(() => bar.update("nope", {})).toThrow('no bar button "nope" (buttons: assist, undo)');
    expect(() =>
      bar.set([
        { id: "a", label: "A", run: () => undefined },
        { id: "a", label: "B", run: () => undefined },
      ]),
    ).toThrow("unique ids");
  });

  it("goes where the shell places it", () => {
    const { host, bar } = rig();
    bar.place("left");
    expect(host.querySelector<HTMLElement>(".arcade-action-bar")!.dataset.place).toBe("left");
  });
});

describe("accessible names", () => {
  it("contain the visible word (speech input), and describe a symbol", () => {
    expect(accessibleName("Hint", undefined)).toBeNull(); // the text is the name
    expect(accessibleName("Hint", "Hint")).toBeNull();
    expect(accessibleName("Hint", "Show a hint")).toBe("Show a hint");
    expect(accessibleName("Bot", "Watch the computer play")).toBe("Bot (Watch the computer play)");
    expect(accessibleName("↶", "Undo")).toBe("Undo");
    expect(accessibleName("2/s", "Bot speed")).toBe("2/s (Bot speed)");
  });
});
