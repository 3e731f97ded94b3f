// @arcade/core/stage — the browser entry: the shared Pixi stage, screens, input devices, audio.
// Imports pixi.js: never import this from pure code (ESLint forbids it).
export { Stage, type StageOptions } from "./stage.ts";
export { bakeGlyphs, bakeGlyphSteps, bakedBitmapFont, type BakedFontStyle } from "./pixi-text.ts";
export { STAGE_DRAWN } from "./stage-drawn.ts";
export { Navigation, type Screen } from "./navigation.ts";
export { RenderSchedule, SETTLE_FRAMES, pollWhileIdle, type FrameLoop } from "./render-schedule.ts";
export { bindKeyboard, type ActionSink } from "./keyboard.ts";
export { GamepadInput, type GamepadBindings } from "./gamepad.ts";
export { mountTouchButtons, TOUCH_BUTTONS_HEIGHT, type TouchButton, type TouchLayout } from "./buttons.ts";
export {
  PanelPopup,
  PausePopup,
  HelpPopup,
  ResultsPopup,
  CopyPopup,
  PastePopup,
  copyToClipboard,
  installPopupStyle,
  type PanelContent,
  type PopupButton,
} from "./popups.ts";
export { GameShell, PAUSE_ACTION, type ShellConfig } from "./game-shell.ts";
export { ActionBar, accessibleName, type BarButton } from "./action-bar.ts";
export { shellLayout, TOP_ROW, SIDE_COLUMN, type Insets, type ShellLayout } from "./shell-layout.ts";
export { preventPageGestures } from "./no-scroll.ts";
export { bindGestures } from "./pointer.ts";
export { audioContext, installAudioUnlock, haptic } from "./audio.ts";
export { runDevPage } from "./dev-page.ts";
export { browserRoomService, LOCAL_ROOMS_SERVER } from "./rooms.ts";
export { RoomLobby, ROOM_PARAM, HEADLINES, outcomeOf, type LobbyPhase, type OpponentState, type Outcome, type RoomGame, type RoomLink } from "./room-lobby.ts";
export { RoomBanner } from "./room-banner.ts";
export { OnlineSession, mountOnline, verdictWhy, AWAY_NOTICE, BACK_NOTICE, type AnyOnlineArena } from "./online-session.ts";
export { WorkerClient, type Job, type WorkerClientOptions } from "./worker-client.ts";
export { workerOnce } from "./worker-once.ts";
export { ReplayViewer, REPLAY_BAR_HEIGHT, REPLAY_SPEEDS, type ReplaySpeed, type ReplayViewerOptions } from "./replay-viewer.ts";
export { showNotice } from "./notice.ts";
export { freeSpot, gameObstacles, parseFieldRect, type Box } from "./free-spot.ts";
export { Synth, type Tone } from "./synth.ts";
export { BoardInput, type BoardInputOptions } from "./board-input.ts";
export { BoardScreen, type BoardScreenOptions } from "./board-screen.ts";
export { showJobPopup, workingLine, type JobPopupOptions } from "./job-popup.ts";
export { PlaySession } from "./play-session.ts";
export { SessionPart } from "./session-part.ts";
export { RecordPart } from "./record-part.ts";
export type { FirstHint, KeyNames } from "./first-hint.ts";
export type { AskPrompt } from "./ask-box.ts";
export { endingHeadline, endingValue, type Ending } from "./ending.ts";
export { playDriver, watchDriver, type GameDriver } from "./game-driver.ts";
export {
  VersusFlow,
  presentChallenge,
  sendChallenge,
  type ChallengeIntro,
  type ChallengeLink,
  type MatchOutcome,
  type OpponentChoice,
  type Opponents,
} from "./versus-flow.ts";
export { MatchFlow, type Match, type MatchResult, type WatchedMatch } from "./match-flow.ts";
export { ChallengeFlow, type ChallengeGame, type Challenger } from "./challenge-flow.ts";
export { screenContext, type ScreenContext } from "./screen-context.ts";
export { printFigures, printResultLine, printResultLines, type Figures, type ResultData, type ResultLine } from "./result-lines.ts";
export type { GameDefinition, GameInput, GamePlay, PlayResult, PlayScreen, RecordLinks, ShownGame } from "./game-definition.ts";
export { fontSteps, type FontUse } from "./warm-up.ts";
export { inSlices, nextSlice, stepsOf, type SlicePriority } from "./slices.ts";
