// A TBP bot as a child process for `arcade tetris versus --b tbp:"<command>"`: the command runs in
// a shell, its stdin takes our messages and its stdout gives its replies, one JSON object per line
// (the spec's process transport). What the bot writes on stderr is kept (the last lines) to explain
// a forfeit. The conversation is analysis/tbp/frontend.ts; this file is only the pipe.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import { printMessage } from "../analysis/tbp/messages.ts";
import { TbpSeat } from "../analysis/tbp/match.ts";
import type { TbpOpponentOptions } from "../analysis/tbp/frontend.ts";

/** How long a bot has after `quit` to exit before it is killed. */
const QUIT_GRACE_MS = 1000;

export class TbpProcess {
  readonly seat: TbpSeat;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly stderr: string[] = [];
  private readonly ended: Promise<void>;

  constructor(command: string, options: TbpOpponentOptions) {
    this.child = spawn(command, { shell: true, stdio: ["pipe", "pipe", "pipe"] });
    this.seat = new TbpSeat((message) => {
      if (this.child.stdin.writable) this.child.stdin.write(`${printMessage(message)}\n`);
    }, options);
    this.child.stdin.on("error", () => undefined); // a bot that exits closes the pipe; its exit says why
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = line; // not JSON: the frontend names it as a message that is not TBP
      }
      this.seat.opponent.receive(value);
    });
    createInterface({ input: this.child.stderr }).on("line", (line) => {
      this.stderr.push(line);
      if (this.stderr.length > 3) this.stderr.shift();
    });
    this.ended = new Promise((resolve) => {
      this.child.on("error", (error) => {
        this.seat.opponent.exited(`it could not be started: ${error.message}`);
        resolve();
      });
      this.child.on("exit", (code, signal) => {
        const how = signal !== null ? `signal ${signal}` : `code ${code}`;
        const said = this.stderr.length > 0 ? `, saying "${this.stderr.join(" / ")}"` : "";
        this.seat.opponent.exited(`${how}${said}`);
        resolve();
      });
    });
  }

  /** Sends `quit`, waits a moment for the bot to exit, then kills it. */
  async close(): Promise<void> {
    this.seat.opponent.close();
    this.child.stdin.end();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, QUIT_GRACE_MS)));
    await Promise.race([this.ended, grace]);
    clearTimeout(timer);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}
