// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { defaultSettings, type Settings } from "../storage/index.ts";
import { renderSettings } from "./settings-view.ts";

const DEFAULT_SERVER = "https://rooms.example.com";

/** The settings page with a stored rooms server, and every change it asks for. */
function page(roomsServer = ""): { root: HTMLElement; input: HTMLInputElement; error: HTMLElement; changes: Settings[] } {
  const root = document.createElement("div");
  const settings = defaultSettings();
  settings.shared.roomsServer = roomsServer;
  const changes: Settings[] = [];
  renderSettings(
    root,
    settings,
    (next) => changes.push(next),
    () => undefined,
    DEFAULT_SERVER,
  );
  return { root, input: root.querySelector<HTMLInputElement>("#roomsServer")!, error: root.querySelector<HTMLElement>("#roomsServer-error")!, changes };
}

function commit(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event("change"));
}

describe("the Online rooms server field", () => {
  it("sits in the app's Online section, showing the stored server and the default as its placeholder", () => {
    const { root, input } = page("wss://mine.example");
    expect(input.closest("fieldset")!.querySelector("legend")!.textContent).toBe("Online");
    expect(root.querySelector("label[for='roomsServer']")!.textContent).toBe("Online rooms server");
    expect(input.value).toBe("wss://mine.example");
    expect(input.placeholder).toBe(DEFAULT_SERVER);
  });

  it("saves a good address in canonical form, changing nothing else", () => {
    const { input, changes } = page();
    commit(input, " HTTPS://Play.Example.org/arcade/ ");
    const expected = defaultSettings();
    expected.shared.roomsServer = "https://play.example.org/arcade";
    expect(changes).toEqual([expected]);
  });

  it("saves an emptied field as the default", () => {
    const { input, changes } = page("wss://mine.example");
    commit(input, "   ");
    expect(changes.map((s) => s.shared.roomsServer)).toEqual([""]);
  });

  it.each([
    ["rooms.example.com", "Not saved: this address is not a full web address (start it with https://). Play online still uses wss://mine.example."],
    ["ftp://mine.example", "Not saved: this address starts with ftp:, not https:, http:, wss: or ws:. Play online still uses wss://mine.example."],
    ["https://mine.example/?room=AB", "Not saved: this address has a query (?…). Play online still uses wss://mine.example."],
  ])("refuses %o beside the field and keeps the stored server", (text, message) => {
    const { input, error, changes } = page("wss://mine.example");
    commit(input, text);
    expect(changes).toEqual([]);
    expect(error.textContent).toBe(message);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    // The typed text stays, to be corrected.
    expect(input.value).toBe(text);
  });

  it("names the default server when the player had none", () => {
    const { input, error } = page();
    commit(input, "nope");
    expect(error.textContent).toBe(`Not saved: this address is not a full web address (start it with https://). Play online still uses ${DEFAULT_SERVER}.`);
  });
});
