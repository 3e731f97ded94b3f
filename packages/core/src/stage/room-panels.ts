// The panels of "Play online" (RoomLobby): what each says and which buttons it has; the lobby
// decides when each is shown and what the buttons do.
import type { RoomEnd } from "../rooms/client.ts";
import { roomCodeFrom } from "../rooms/client.ts";
import type { ErrorCode, GameOverMessage, OpponentMessage } from "../rooms/protocol.ts";
import { PanelPopup, PastePopup } from "./popups.ts";

type Run = () => void;

export function menuPanel(host: HTMLElement, pitch: string, server: string, run: { create: Run; join: Run; quit: Run }): PanelPopup {
  return new PanelPopup(host, {
    role: "online",
    title: "Play online",
    lines: [pitch, `Rooms server: ${server}`],
    buttons: [
      { id: "create", label: "Create a room", run: run.create },
      { id: "join", label: "Join a room", run: run.join },
      { id: "quit", label: "Quit", run: run.quit },
    ],
  });
}

export function offlinePanel(host: HTMLElement, run: { retry: Run; quit: Run }): PanelPopup {
  return new PanelPopup(host, {
    role: "offline",
    title: "No connection",
    lines: ["This device is offline. Playing online needs the network; everything else in Pocket Arcade works without it."],
    buttons: [
      { id: "retry", label: "Try again", run: run.retry },
      { id: "quit", label: "Quit", run: run.quit },
    ],
  });
}

/** Asks for a room code or a pasted link; a text that is neither stays with its problem shown. */
export function joinPopup(host: HTMLElement, run: { join: (code: string) => void; back: Run }): PanelPopup {
  return new PastePopup(host, {
    role: "join",
    title: "Join a room",
    explanation: "The room code (like K7QX2M) or the link your friend sent:",
    placeholder: "Room code or link",
    submitLabel: "Join",
    submit: (text) => {
      const code = roomCodeFrom(text);
      if (code === null) return `"${text.trim().slice(0, 40)}" is not a room code (4 to 12 letters and digits) or a room link`;
      run.join(code);
      return null;
    },
    back: run.back,
  });
}

/** The room before a game: its code, where things stand, the link to send. */
export function roomPanel(host: HTMLElement, code: string, status: string, run: { share: Run; leave: Run }): PanelPopup {
  return new PanelPopup(host, {
    role: "room",
    title: `Room ${code}`,
    lines: [status],
    buttons: [
      { id: "share", label: "Share the link", run: run.share },
      { id: "leave", label: "Leave", run: run.leave },
    ],
  });
}

export function rematchPanel(host: HTMLElement, status: string, run: { another: Run; leave: Run }): PanelPopup {
  return new PanelPopup(host, {
    role: "rematch",
    title: "Rematch",
    lines: [status],
    buttons: [
      { id: "menu", label: "Another room", run: run.another },
      { id: "leave", label: "Leave", run: run.leave },
    ],
  });
}

export function problemPanel(host: HTMLElement, title: string, message: string, run: { menu: Run; quit: Run }): PanelPopup {
  return new PanelPopup(host, {
    role: "problem",
    title,
    lines: [message],
    buttons: [
      { id: "menu", label: "Back to Play online", run: run.menu },
      { id: "quit", label: "Quit", run: run.quit },
    ],
  });
}

/** How the room ended a game, in words (for a game decided while the page was away). */
const REASONS: Record<GameOverMessage["reason"], string> = { ended: "the game ended", forfeit: "a forfeit", rejected: "a rejected game" };

/** Back after a reload, and the game was decided meanwhile. */
export function awayPanel(host: HTMLElement, over: GameOverMessage, code: string, headline: string, run: { rematch: Run; quit: Run }): PanelPopup {
  return new PanelPopup(host, {
    role: "results",
    title: headline,
    lines: [`Game ${over.number} in room ${code} was decided while the page was away (${REASONS[over.reason]}).`],
    buttons: [
      { id: "again", label: "Rematch", run: run.rematch },
      { id: "quit", label: "Quit", run: run.quit },
    ],
  });
}

/** What a player is told when the room refused it (or gave its place to another tab). */
export function refusal(end: Extract<RoomEnd, { kind: "refused" }>, code: string, title: string): { title: string; message: string } {
  const messages: Partial<Record<ErrorCode, string>> = {
    "room-full": "This room already has two players.",
    "bad-room": "That is not a room code.",
    "bad-token": "The room no longer keeps your place.",
    expired: "This room has expired: a room nobody is in is cleared after a while. Start a new one.",
    "too-many-rooms": "Too many new rooms from this network in the last minute: wait a little, or join a friend's room.",
    replaced: "This room is now open in another tab or window, which plays your place. This page has stopped.",
    "bad-protocol": "The rooms server speaks another version of the protocol; update the app.",
    "unknown-game": `The rooms server does not host ${title}.`,
  };
  return { title: end.code === "replaced" ? "Playing in another tab" : `Cannot join room ${code}`, message: messages[end.code] ?? end.message };
}

/**
 * The room's panel before a game: where the friend is. A friend who leaves from the app is told
 * as leaving at once (their client closes with LEAVE_CLOSE, and the room frees the place); any
 * other closed connection may be a closed tab or a dropped network — the room cannot tell which
 * until they come back or their place is given up — so it is said as exactly that.
 */
export function lobbyStatus(opponent: "absent" | "joined" | "ready" | "disconnected" | "left", graceSeconds: number): string {
  switch (opponent) {
    case "absent":
      return "Waiting for your friend: send them the link, or the code to type in “Join a room”.";
    case "left":
      return "Your friend left the room. Send the link again (or the code) to play someone else.";
    case "disconnected":
      return `Your friend is not connected: they closed the game, or their network dropped. The room keeps their place for ${graceSeconds} s.`;
    default:
      return "Your friend is here. Starting…";
  }
}

/**
 * What the banner says when the room reports on the opponent during a game, its results or a
 * replay (null: nothing to say). A closed connection is told as what it is — they quit, or their
 * network dropped — and leaving as leaving.
 */
export function opponentNews(status: OpponentMessage["status"], phase: "playing" | "results" | "watching", graceSeconds: number): string | null {
  if (status === "left") return phase === "playing" ? "Your opponent left the game." : "Your opponent left the room.";
  if (status === "disconnected") {
    return phase === "playing"
      ? `Your opponent is not connected: they quit, or their network dropped. If they are not back within ${graceSeconds} s, you win.`
      : "Your opponent is not connected: they closed the game, or their network dropped.";
  }
  if (status === "reconnected") return phase === "playing" ? null : "Your opponent is back.";
  if (status === "ready" && phase !== "playing") return "Your opponent wants a rematch.";
  return null;
}
