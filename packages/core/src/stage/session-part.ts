// The base of a game's own part of a play session (`GameDefinition.play`): the session, its shell
// and the mode being played, so a game's part holds only its screens, menus and results.
import type { GamePlay, PlayScreen } from "./game-definition.ts";
import type { GameShell } from "./game-shell.ts";
import type { PlaySession } from "./play-session.ts";
import type { WorkerHandlers } from "../worker/serve.ts";
import { WorkerClient, type WorkerClientOptions } from "./worker-client.ts";

/**
 * A game's own part of a play session (its screens, menus and results), made once per session;
 * `M` names the game's modes (the host checks a mount's mode against meta).
 */
export abstract class SessionPart<S extends PlayScreen = PlayScreen, M extends string = string> implements GamePlay {
  /** The mode whose game is a challenge, and its flow (see `challengeIn`). */
  private challenged: { readonly mode: string; readonly flow: { open(): void } } | null = null;

  constructor(readonly session: PlaySession<S>) {}

  abstract start(seed: string): void;

  /**
   * A challenge link, or a fresh challenge's intro, when the mode is the challenge's (`challengeIn`);
   * a part with link parameters of its own overrides this.
   */
  fromLink(): boolean {
    if (this.challenged?.mode !== this.mode) return false;
    this.challenged.flow.open();
    return true;
  }

  /** The part plays a challenge (core's challenge flow, or its own around it) in `mode`: the mount in that mode opens its intro. */
  protected challengeIn(mode: string, flow: { open(): void }): void {
    this.challenged = { mode, flow };
  }

  /** The id of the mode being played (see `PlaySession.mode`). */
  protected get mode(): M {
    return this.session.mode.id as M;
  }

  protected get shell(): GameShell {
    return this.session.shell;
  }

  /** A worker client that goes with the session: its worker starts on the first request and stops when the game is left. */
  protected worker<H extends WorkerHandlers>(options: WorkerClientOptions<H>): WorkerClient<H> {
    const client = new WorkerClient(options);
    this.session.onDestroy(() => client.destroy());
    return client;
  }
}
