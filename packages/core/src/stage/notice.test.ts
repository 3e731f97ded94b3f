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
