// The numbers beside a board (time, score, level, lines, pieces a second, what to beat), as the
// view draws them. Pure, so the layout tests measure the same lines the screen shows.

export interface HudValues {
  mode: string;
  time: string;
  score: number;
  level: number;
  lines: string;
  pps: string;
  /** Shown by the mode ("ASSISTED" when the advisor or the bot helped). */
  status?: string;
  /** What to beat (a challenge: the challenger's time, or the time to survive). */
  target?: string;
  /** Finesse faults so far (null or absent: not shown), and whether one was just made (shown red). */
  finesse?: number | null;
  fault?: boolean;
}

/** The numbers as drawn: three lines in the portrait strip, one a line in a column. */
export function hudText(hud: HudValues, compact: boolean): string {
  const status = hud.status ?? "";
  const target = hud.target ? (compact ? `\n${hud.target}` : hud.target) : "";
  return compact
    ? `${hud.mode}${status && ` · ${status}`}  ${hud.time}\nScore ${hud.score}  Lv ${hud.level}\nLines ${hud.lines}  PPS ${hud.pps}${target}`
    : `${hud.mode}\n${status || target}\nTime ${hud.time}\nScore ${hud.score}\nLevel ${hud.level}\nLines ${hud.lines}\nPPS ${hud.pps}`;
}
