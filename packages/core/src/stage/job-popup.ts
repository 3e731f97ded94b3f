// A worker job as the player sees it: a popup with its progress and a Cancel that stops it, replaced
// by the answer (or the reason there is none) with Continue, which goes back to what was under it.
// The job runs on core's WorkerClient (worker-client.ts); what it works out and says is the game's.
import type { JobRequest, JobResult, WorkerHandlers } from "../worker/serve.ts";
import type { GameShell } from "./game-shell.ts";
import { PanelPopup } from "./popups.ts";
import type { WorkerClient } from "./worker-client.ts";

export interface JobPopupOptions<H extends WorkerHandlers, K extends keyof H & string> {
  readonly title: string;
  /** The client that runs the job; Cancel calls its `cancel()`, which terminates its worker. */
  readonly client: WorkerClient<H>;
  readonly kind: K;
  readonly request: JobRequest<H, K>;
  /** The answer in the game's words. */
  readonly lines: (result: JobResult<H, K>) => string[];
  /** The popup's `data-panel` (default "analysis"). */
  readonly role?: string;
}

/** The working text for a fraction done. */
export const workingLine = (fraction: number): string => `Working… ${Math.round(fraction * 100)} %`;

/** Shows the job's popup over the paused game and starts the job once it is up (a progress that is not a fraction is not shown). */
export function showJobPopup<H extends WorkerHandlers, K extends keyof H & string>(
  shell: Pick<GameShell, "host" | "present" | "dismiss">,
  options: JobPopupOptions<H, K>,
): Promise<void> {
  const { title, client, role = "analysis" } = options;
  const back = () => void shell.dismiss();
  const working = new PanelPopup(shell.host, {
    role,
    title,
    lines: [workingLine(0)],
    buttons: [{ id: "cancel", label: "Cancel", run: () => (client.cancel(), back()) }],
  });
  const answer = (lines: string[]) =>
    void shell.dismiss().then(() => shell.present(new PanelPopup(shell.host, { role, title, lines, buttons: [{ id: "ok", label: "Continue", run: back }] })));
  return shell.present(working).then(() => {
    client.run(options.kind, options.request, {
      progress: (fraction) => typeof fraction === "number" && working.setLines([workingLine(fraction)]),
      result: (result) => answer(options.lines(result)),
      error: (message) => answer([message]),
    });
  });
}
