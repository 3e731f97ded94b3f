// @vitest-environment happy-dom
import { parseRoutine } from "../shuffle/routine.ts";
import { describe, expect, it } from "vitest";
import { scoreRoutine } from "../analysis/experiments.ts";
import { distanceCurve } from "../analysis/lab-session.ts";
import { makeLab } from "../analysis/params.ts";
import { exactReadout, measuredReadout } from "./lab-readout.ts";
import { ResultsPanel } from "./results-panel.ts";

function panel(): { host: HTMLElement; results: ResultsPanel } {
  const host = document.createElement("div");
  document.body.append(host);
  return { host, results: new ResultsPanel(host) };
}

describe("the results panel (text in the page)", () => {
  it("lists each reading as its sentence with the figure beside it, in a named, focusable region", () => {
    const { host, results } = panel();
    const lab = makeLab({ cards: 52 });
    const steps = parseRoutine("R7");
    results.setExact(exactReadout(steps, lab, scoreRoutine(steps, lab), null));
    const section = host.querySelector("section.cards-results")!;
    expect(section.getAttribute("aria-label")).toBe("Shuffle Lab results");
    expect(section.getAttribute("tabindex")).toBe("0");
    const items = [...section.querySelectorAll("ul li")].map((li) => li.firstChild?.textContent);
    expect(items[0]).toMatch(/^After 7 riffles the deck is getting close to random: .* 66\.7 % of the time, where guessing gives 50 %\.$/);
    expect(items).toHaveLength(4); // distance, separation, worst card, heatmap D
    // Each figure is a button that shows its one-line meaning, and hides it again.
    const figure = section.querySelector<HTMLButtonElement>("li button.cards-figure")!;
    expect(figure.textContent).toBe("— TV distance 0.3341, exact");
    const meaning = host.querySelector<HTMLElement>(`#${figure.getAttribute("aria-controls")}`)!;
    expect([meaning.hidden, figure.getAttribute("aria-expanded")]).toEqual([true, "false"]);
    figure.click();
    expect([meaning.hidden, figure.getAttribute("aria-expanded")]).toEqual([false, "true"]);
    expect(meaning.textContent).toMatch(/^TV distance: 0 is a perfectly random deck, 1 a fully predictable one/);
    // A new result keeps the open meaning open.
    results.setExact(exactReadout(steps, lab, scoreRoutine(steps, lab), null));
    expect(section.querySelector<HTMLButtonElement>("li button.cards-figure")!.getAttribute("aria-expanded")).toBe("true");
    section.querySelector<HTMLButtonElement>("li button.cards-figure")!.click();
    expect(section.querySelector<HTMLElement>(".cards-figure-meaning")!.hidden).toBe(true);
    // The flow layout (a portrait phone) lets the host scroll the whole lab; destroy puts it back.
    results.layout(0, 600, 360, 140, 12, true);
    expect([host.style.overflowY, section.getAttribute("style")?.includes("height: auto")]).toEqual(["auto", true]);
    results.destroy();
    expect(host.querySelector("section")).toBeNull();
    expect(host.style.overflowY).toBe("");
  });

  it("shows the measurement's progress first, then its readings; the live region says what it is given", () => {
    const { host, results } = panel();
    const base = { steps: 1, error: null, report: null, progress: 0.5, trials: 2000, cards: 60 };
    results.setMeasured(measuredReadout(base));
    const progress = host.querySelector(".cards-results-progress")!;
    expect(progress.textContent).toBe("Measuring 2,000 simulated decks… 50 %");
    expect((progress as HTMLElement).hidden).toBe(false);
    results.setMeasured(measuredReadout({ ...base, steps: 0 }));
    expect((progress as HTMLElement).hidden).toBe(true);
    results.announce("R7, measured on 2,000 decks.");
    const status = host.querySelector("[role='status']")!;
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("R7, measured on 2,000 decks.");
    results.destroy();
  });

  it("the plot as a table: one row per shuffle count, exact values said to be exact", () => {
    const { host, results } = panel();
    results.setPlot(distanceCurve(parseRoutine("R3"), { cards: 20 }));
    const rows = [...host.querySelectorAll("table tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows.map((r) => r[0])).toEqual(["0", "1", "2", "3"]);
    expect(rows[0]).toEqual(["0", "0", "1.0000, exact"]); // a fresh deck is at distance 1
    expect(rows[3]![1]).toBe("21"); // three riffles of 7 s
    expect(host.querySelector("table caption")?.textContent).toBe("Distance to random after each shuffle");
    results.destroy();
  });

  it("the deck as a list of cards numbered by where they started, and the lands named", () => {
    const { host, results } = panel();
    results.setDeck([2, 0, 1], 1);
    expect(host.textContent).toContain("One simulated deck, top to bottom, each card numbered by where it started: 3, 1, 2. Card 1 is the land.");
    results.setDeck([2, 0, 1], 2);
    expect(host.textContent).toContain("3, 1, 2. Cards 1 to 2 are the lands.");
    results.destroy();
  });
});
