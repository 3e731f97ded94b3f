// A small end-to-end harness: Debian's Chromium driven by playwright-core (no browser download),
// against `vite preview` of the real build. Each test gets a fresh persistent profile, because
// installability needs a non-incognito profile and service workers need a real one.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

export const ORIGIN = "http://127.0.0.1:4173";

export function chromiumPath(): string {
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      return execSync(`command -v ${name}`, { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error("no Chromium found: apt-get install chromium (tooling/scripts/setup.sh does)");
}

export class Preview {
  private child: ChildProcess | null = null;

  async start(cwd: string): Promise<void> {
    this.child = spawn("pnpm", ["exec", "vite", "preview", "--host", "127.0.0.1", "--port", "4173", "--strictPort"], { cwd, stdio: "ignore", detached: true });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(ORIGIN)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("vite preview did not start on 127.0.0.1:4173");
  }

  stop(): void {
    if (this.child?.pid) {
      try {
        process.kill(-this.child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    this.child = null;
  }
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function openBrowser(options: { viewport?: { width: number; height: number }; mobile?: boolean } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "arcade-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: options.viewport ?? { width: 1024, height: 768 },
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--enable-unsafe-swiftshader",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
