// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { HelpPopup, PastePopup, PausePopup } from "./popups.ts";

const labels = (host: HTMLElement) => [...host.querySelectorAll("button")].map((b) => b.textContent);

describe("the pause menu", () => {
  it("takes the shell's items above Quit, and press() runs a button as a click does", () => {
    const host = document.createElement("div");
    const ran: string[] = [];
    const menu = new PausePopup(host, {
      resume: () => ran.push("resume"),
      items: [{ id: "restart", label: "Restart", run: () => ran.push("restart") }],
      quit: () => ran.push("quit"),
    });
    menu.insertButtons([{ id: "settings", label: "Settings", run: () => ran.push("settings") }], "quit");
    menu.show();
    expect(labels(host)).toEqual(["Resume", "Restart", "Settings", "Quit"]);
    expect(menu.press("resume")).toBe(true);
    expect(menu.press("missing")).toBe(false);
    host.querySelector<HTMLButtonElement>('[data-id="settings"]')!.click();
    expect(ran).toEqual(["resume", "settings"]);
    menu.destroy();
    expect(host.children.length).toBe(0);
  });
});

describe("the help popup", () => {
  it("shows how to play, then each word with its meaning in a definition list, then Back", () => {
    const host = document.createElement("div");
    let back = 0;
    const help = new HelpPopup(host, { howToPlay: ["Clear lines."], glossary: [{ term: "T-spin", meaning: "A T piece turned into a slot." }] }, () => back++);
    help.show();
    const panel = host.querySelector('[data-panel="help"] [role="dialog"]')!;
    expect(panel.getAttribute("aria-label")).toBe("How to play");
    expect(panel.querySelector("p")!.textContent).toBe("Clear lines.");
    expect([...panel.querySelectorAll("dt")].map((d) => d.textContent)).toEqual(["T-spin"]);
    expect(panel.querySelector("dd")!.textContent).toBe("A T piece turned into a slot.");
    // The words come before the Back button.
    expect(panel.querySelector("dl")!.compareDocumentPosition(panel.querySelector("button")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    help.press("back");
    expect(back).toBe(1);
  });

  it("has no Words section when the game uses no terms", () => {
    const host = document.createElement("div");
    new HelpPopup(host, { howToPlay: ["Tap."] }, () => undefined).show();
    expect(host.querySelector("dl")).toBeNull();
    expect(host.querySelector("h3")).toBeNull();
  });
});

describe("a name box", () => {
  it("is one line with a length limit, and Enter submits it; a paste box stays multi-line", () => {
    const host = document.createElement("div");
    const submitted: string[] = [];
    const options = { role: "challenge-name", title: "Your name", explanation: "", placeholder: "Name", submitLabel: "Make the link", back: () => {} };
    const named = new PastePopup(host, {
      ...options,
      maxLength: 16,
      submit: (text) => {
        submitted.push(text);
        return null;
      },
    });
    named.show();
    expect(host.querySelector("textarea")).toBeNull();
    const input = host.querySelector<HTMLInputElement>("input[type='text']")!;
    expect(input.maxLength).toBe(16);
    input.value = " Ada ";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(submitted).toEqual(["Ada"]);
    named.destroy();
    const paste = new PastePopup(host, { ...options, role: "paste", submit: () => null });
    paste.show();
    expect(host.querySelector("textarea")).not.toBeNull();
    paste.destroy();
  });
});
