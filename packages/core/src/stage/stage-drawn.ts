/**
 * The event (bubbling, on the stage's host) of the frame that first draws a screen. A page that
 * shows something in the game's place while it starts (the app's loading card) takes it away on
 * this event, in that same frame, so there is never an empty canvas between the two. Pure: the
 * app's shell reads it without loading the stage.
 */
export const STAGE_DRAWN = "arcade-stage-drawn";
