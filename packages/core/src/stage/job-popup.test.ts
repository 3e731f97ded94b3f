// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { PanelPopup } from "./popups.ts";
import { showJobPopup, workingLine } from "./job-popup.ts";
import type { Job, WorkerClient } from "./worker-client.ts";

type Jobs = { count: (request: string, progress: (fraction: number) => void) => number };

/** A client whose job the test settles by hand. */
function fakeClient() {
  const client = {
    job: null as Job<number, number> | null,
    cancelled: 0,
    run: (_kind: "count", _request: string, job: Job<number, number>) => ((client.job = job), 1),
    cancel: () => void client.cancelled++,
  };
  return Object.assign(client as unknown as WorkerClient<Jobs>, { fake: client });
}

/** The shell's popup stack, as the job popup uses it. */
function fakeShell() {
  const host = document.createElement("div");
  const stack: PanelPopup[] = [];
  const shell = {
    host,
    present: (popup: PanelPopup) => {
      stack.push(popup);
      popup.show();
      return Promise.resolve();
    },
    dismiss: () => {
      stack.pop()?.destroy();
      return Promise.resolve();
    },
  };
  const text = () => host.textContent;
  const press = (id: string) => host.querySelector<HTMLButtonElement>(`[data-id="${id}"]`)!.click();
  return { shell, stack, text, press };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("showJobPopup", () => {
  it("shows the progress, then the answer in the game's words, and Continue goes back", async () => {
    const { shell, stack, text, press } = fakeShell();
    const client = fakeClient();
    await showJobPopup<Jobs, "count">(shell, { title: "Count", client, kind: "count", request: "x", lines: (n) => [`${n} ways`] });
    const job = client.fake.job;
    expect(stack.map((p) => p.role)).toEqual(["analysis"]);
    expect(text()).toContain(workingLine(0));
    job!.progress!(0.426);
    expect(text()).toContain("Working… 43 %");
    job!.result(7);
    await settle();
    expect(stack).toHaveLength(1);
    expect(text()).toContain("7 ways");
    press("ok");
    await settle();
    expect(stack).toHaveLength(0);
  });

  it("says the job's error instead of an answer, and Cancel stops the job and goes back", async () => {
    const failing = fakeShell();
    const broken = fakeClient();
    await showJobPopup<Jobs, "count">(failing.shell, { title: "Count", role: "odds", client: broken, kind: "count", request: "x", lines: () => [] });
    broken.fake.job!.error!("no way");
    await settle();
    expect(failing.stack.map((p) => p.role)).toEqual(["odds"]);
    expect(failing.text()).toContain("no way");

    const cancelled = fakeShell();
    const stopping = fakeClient();
    await showJobPopup<Jobs, "count">(cancelled.shell, { title: "Count", client: stopping, kind: "count", request: "x", lines: () => [] });
    cancelled.press("cancel");
    await settle();
    expect(stopping.fake.cancelled).toBe(1);
    expect(cancelled.stack).toHaveLength(0);
  });
});
