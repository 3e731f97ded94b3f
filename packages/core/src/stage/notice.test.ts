// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { showNotice } from "./notice.ts";

afterEach(() => vi.useRealTimers());

describe("a notice", () => {
  it("shows its line as a status and goes by itself, or sooner when removed", () => {
    vi.useFakeTimers();
    const host = document.createElement("div");
    showNotice(host, "Resumed", 1000);
    const notice = host.querySelector('[data-role="notice"]')!;
    expect(notice.textContent).toBe("Resumed");
    expect(notice.getAttribute("role")).toBe("status");
    vi.advanceTimersByTime(999);
    expect(host.contains(notice)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(host.contains(notice)).toBe(false);
    const remove = showNotice(host, "Again");
    remove();
    expect(host.childElementCount).toBe(0);
  });
});

describe("where a notice goes", () => {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;

  function game(field: string) {
    const host = document.createElement("div");
    host.getBoundingClientRect = () => rect(0, 0, 390, 844);
    host.dataset.fieldRect = field;
    const pause = document.createElement("button");
    pause.getBoundingClientRect = () => rect(342, 4, 44, 44);
    host.append(pause);
    document.body.append(host);
    return host;
  }

  it("keeps clear of the reported field and the controls: here, the band under the field", () => {
    const host = game("8,60,374,700");
    const remove = showNotice(host, "Resumed");
    const notice = host.querySelector<HTMLElement>('[data-role="notice"]')!;
    // Above the field only 60 px beside the pause button (342 wide); under it 84 px across the whole 390.
    expect([notice.style.left, notice.style.top, notice.style.maxWidth]).toEqual(["195px", "764px", "382px"]);
    remove();
    host.remove();
  });

  it("stays at the top centre when nothing is free", () => {
    const host = game("0,0,390,844");
    const remove = showNotice(host, "Resumed");
    expect(host.querySelector<HTMLElement>('[data-role="notice"]')!.getAttribute("style")).toBeNull();
    remove();
    host.remove();
  });
});
