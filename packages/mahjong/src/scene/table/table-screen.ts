// The table on screen: four rivers (riichi tiles sideways, called tiles faded), the called melds,
// riichi sticks, each seat's name, wind and score, the round, honba, sticks, dora indicators and
// the tiles left, your hand along the bottom (tap to discard; by touch tap to select and tap again
// unless "discard with one tap" is on) and the call prompt's buttons, shown only when legal. It
// draws when something changes (the play's answer, input, a resize), never every frame. The play
// (table-play.ts) and the engine decide everything; this draws and forwards taps and keys.
import { Container, Graphics } from "pixi.js";
import { seatsToAct } from "../../table/legal.ts";
import { isRedId, kindOf, sortIds, tileOf, type TileId } from "../../table/tile-ids.ts";
import type { Action, Seat, TableState } from "../../table/types.ts";
import { tilesLeft, doraIndicators } from "../../table/wall.ts";
import type { Insets } from "../layout.ts";
import { TableText } from "../table-text.ts";
import { buttonView, label, tileView } from "../tile-view.ts";
import { spokenTile } from "../words.ts";
import { centreBox, cornerLabel, headerView, meldsView, riichiStick, riverView, type TileLook } from "./seat-draw.ts";
import type { TablePlay } from "./table-play.ts";
import { handSpots, PLACE_ROTATION, promptSpots, tableLayout, tableReport, type TableLayout } from "./table-layout.ts";
import { promptChoices, recentEvents, roundTitle, seatName, tileWord, windOf, type PromptChoice } from "./table-words.ts";
import { StillScreen } from "../still-screen.ts";

export interface TableScreenOptions {
  play: TablePlay;
  /** Touch discards with one tap (the setting); otherwise the first tap selects. */
  oneTap: boolean;
  textLabels: boolean;
  insets: () => Insets;
  report: (values: Record<string, string | number>) => void;
  host: HTMLElement;
  invalidate: () => void;
}

const KEYS: Record<string, PromptChoice["id"][]> = {
  win: ["tsumo", "ron"],
  riichi: ["riichi"],
  pon: ["pon"],
  chi: ["chi"],
  kan: ["kan"],
  skip: ["skip"],
};

export class TableScreen extends StillScreen {
  /** The hand tile lifted by a first touch or the arrow keys (an index in the drawn order). */
  private selected: number | null = null;
  private riichiMode = false;
  /** Which chi choice the C key is on (it cycles through them). */
  private chiKey = 0;
  private readonly text: TableText;
  private choices: PromptChoice[] = [];

  constructor(private readonly options: TableScreenOptions) {
    super();
    this.text = new TableText(options.host, {
      name: "Mahjong table",
      choicesName: "Your hand: discard a tile",
      actionsName: "Calls",
      choose: (at) => this.discardAt(at),
      invalidate: () => options.invalidate(),
    });
    this.own(this.text);
  }

  private get play(): TablePlay {
    return this.options.play;
  }

  private get look(): TileLook {
    return { rules: this.play.state.rules, textLabels: this.options.textLabels };
  }

  override pause(): void {
    super.pause();
    this.play.pause();
  }

  override resume(): void {
    super.resume();
    this.play.resume();
  }

  /** The play changed: a new decision, a bot thinking, a hand ended. */
  changed(): void {
    if (this.play.yourLegal.length === 0) {
      this.selected = null;
      this.riichiMode = false;
    }
    this.draw();
    this.options.invalidate();
  }

  protected override onAction(action: string): void {
    const hand = this.handOrder();
    if (action === "left" || action === "right") {
      if (hand.length === 0 || !this.canDiscard()) return;
      const at = this.selected ?? (action === "left" ? hand.length : -1);
      this.selected = (at + (action === "left" ? -1 : 1) + hand.length) % hand.length;
      return this.draw();
    }
    if (action === "discard") {
      if (this.selected !== null) this.discardAt(this.selected);
      return;
    }
    const ids = KEYS[action];
    if (!ids) return;
    const matching = this.choices.filter((c) => ids.includes(c.id));
    if (matching.length === 0) return;
    const pick = action === "chi" ? matching[this.chiKey++ % matching.length]! : matching[0]!;
    this.choose(pick);
  }

  /** Your concealed tiles in drawing order: sorted, the drawn tile last. */
  private handOrder(): TileId[] {
    const state = this.play.shown;
    const seat = state.hand.seats[this.play.you]!;
    const rest = seat.concealed.filter((id) => id !== seat.drawn);
    return [...sortIds(rest, state.rules.redFives), ...(seat.drawn === null ? [] : [seat.drawn])];
  }

  private canDiscard(): boolean {
    return this.play.yourLegal.some((a) => a.type === "discard");
  }

  /** The discard action for the tile at `index` of the hand (riichi in riichi mode), or null. */
  private discardFor(index: number): Action | null {
    const id = this.handOrder()[index];
    if (id === undefined) return null;
    const state = this.play.state;
    const drawn = state.hand.seats[this.play.you]!.drawn;
    const red = state.rules.redFives;
    const same = (a: Action) => a.type === "discard" && kindOf(a.tile) === kindOf(id) && isRedId(a.tile, red) === isRedId(id, red);
    const wanted = this.play.yourLegal.filter((a) => same(a) && (a.type === "discard" && a.riichi === true) === this.riichiMode);
    // The drawn tile thrown is tsumogiri; the same kind from the hand is not.
    return wanted.find((a) => a.type === "discard" && (a.tile === drawn) === (id === drawn)) ?? wanted[0] ?? null;
  }

  private tap(index: number, pointerType: string): void {
    if (this.paused || !this.canDiscard()) return;
    if (pointerType === "touch" && !this.options.oneTap && this.selected !== index) {
      this.selected = index;
      this.draw();
      return;
    }
    this.discardAt(index);
  }

  private discardAt(index: number): void {
    const action = this.discardFor(index);
    if (action === null) return;
    this.selected = null;
    this.riichiMode = false;
    this.play.play(action);
  }

  private choose(choice: PromptChoice): void {
    if (this.paused) return;
    if (choice.id === "riichi") {
      this.riichiMode = !this.riichiMode;
      this.selected = null;
      return this.draw();
    }
    if (choice.action) this.play.play(choice.action);
  }

  /** The status line: whose turn, what to do, what just happened. */
  private status(state: TableState): string {
    const play = this.play;
    const name = (seat: Seat) => seatName(seat, play.you);
    if (play.over) return "The hanchan is over";
    if (play.shown !== state) return "Hand over";
    const claim = state.phase.type === "claim" ? state.phase : null;
    if (play.yourLegal.length > 0) {
      if (claim)
        return `${name(claim.from)} ${claim.source === "discard" ? "discards" : "adds to a kan:"} ${tileWord(claim.tile, state.rules, this.options.textLabels)}: call it?`;
      if (this.riichiMode) return "Riichi: tap the tile to discard with it";
      const lifted = this.selected === null ? undefined : this.handOrder()[this.selected];
      if (lifted !== undefined) return `Tap ${tileWord(lifted, state.rules, this.options.textLabels)} again to discard it`;
      return "Your turn: discard a tile";
    }
    if (play.watching) return `Watching · decision ${play.turn}`;
    if (play.thinking !== null) return `${name(play.thinking)} is thinking…`;
    const last = play.lastAction;
    if (last?.type === "discard")
      return `${name(last.seat)} discarded ${tileWord(last.tile, state.rules, this.options.textLabels)}${last.riichi ? " and declared riichi" : ""}`;
    if (last && last.type !== "pass")
      return `${name(last.seat)}: ${last.type === "openKan" || last.type === "closedKan" || last.type === "addedKan" ? "kan" : last.type}`;
    return "";
  }

  draw(): void {
    this.clear();
    const layout = tableLayout({ width: this.width, height: this.height, insets: this.options.insets() });
    const state = this.play.shown;
    const hand = state.hand;
    const you = this.play.you;
    const look = this.look;
    const placeOf = (seat: Seat) => (seat - you + 4) % 4;
    const honba = hand.honba > 0 ? ` · ${hand.honba} honba` : "";
    const sticks = state.sticks > 0 ? ` · ${state.sticks} riichi stick${state.sticks > 1 ? "s" : ""}` : "";
    this.view.addChild(headerView(layout.header, `${roundTitle(hand.round)}${honba}${sticks}`, doraIndicators(hand), look));
    const table = new Graphics().roundRect(layout.square.x, layout.square.y, layout.square.width, layout.square.height, 12).fill(0x1d4a3a);
    this.view.addChild(table);
    const winds = ([0, 1, 2, 3] as Seat[]).map((p) => windOf(((you + p) % 4) as Seat, hand.dealer));
    this.view.addChild(centreBox(layout, tilesLeft(hand), winds, placeOf(hand.dealer)));
    const cx = layout.square.x + layout.square.width / 2;
    const cy = layout.square.y + layout.square.height / 2;
    const acting = state.phase.type === "turn" ? [state.phase.seat] : seatsToAct(state);
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const place = placeOf(seat);
      const h = hand.seats[seat]!;
      const frame = new Container();
      frame.position.set(cx, cy);
      frame.rotation = PLACE_ROTATION[place]!;
      frame.addChild(riverView(h.river, layout, look), meldsView(h.melds, seat, layout, look));
      if (h.riichi !== "none") frame.addChild(riichiStick(layout));
      this.view.addChild(frame);
      const thinking = this.play.thinking === seat;
      const info = {
        name: seatName(seat, you),
        wind: windOf(seat, hand.dealer),
        score: state.scores[seat]!,
        active: acting.includes(seat),
        thinking,
        riichi: h.riichi !== "none",
      };
      this.view.addChild(cornerLabel(layout.corners[place]!, info));
    }
    const lineH = 20;
    const log = recentEvents(hand.events, you, state.rules, this.options.textLabels, Math.floor(layout.log.height / lineH));
    log.forEach((line, i) => {
      const text = label(line, 14, i === log.length - 1 ? 0xecebf5 : 0x9fa8c8);
      if (text.width > layout.log.width) text.scale.set(layout.log.width / text.width);
      text.position.set(layout.log.x, layout.log.y + layout.log.height - (log.length - i) * lineH);
      this.view.addChild(text);
    });
    const status = label(this.status(state), 15, 0xecebf5);
    if (status.width > layout.status.width) status.scale.set(layout.status.width / status.width);
    status.position.set(layout.status.x, layout.status.y + 2);
    this.view.addChild(status);
    this.drawPrompt(layout);
    this.drawHand(layout, state);
    this.options.report({
      turn: this.play.turn,
      hands: state.history.length,
      round: roundTitle(hand.round),
      yourSeat: you,
      prompt: this.choices.map((c) => c.label).join("|"),
      statusText: status.text,
      tableRect: `${layout.square.x},${layout.square.y},${layout.square.width},${layout.square.height}`,
      ...tableReport(layout, log.length, lineH),
    });
  }

  private drawPrompt(layout: TableLayout): void {
    const legal = this.play.yourLegal;
    this.choices = promptChoices(legal, this.play.state.rules, this.options.textLabels);
    const spots = promptSpots(
      this.choices.map((c) => c.label.length),
      layout.prompt,
    );
    const centres: string[] = [];
    this.choices.forEach((choice, i) => {
      const spot = spots[i]!;
      const button = buttonView(choice.label, spot.width, () => this.choose(choice), true, choice.id === "riichi" && this.riichiMode);
      button.position.set(spot.x, spot.y + 2);
      this.view.addChild(button);
      centres.push(`${Math.round(spot.x + spot.width / 2)},${Math.round(spot.y + 22)}`);
    });
    this.text.setActions(this.choices.map((c) => ({ label: c.label, ...(c.id === "riichi" ? { pressed: this.riichiMode } : {}), run: () => this.choose(c) })));
    this.options.report({ promptButtons: centres.join(" ") });
  }

  private drawHand(layout: TableLayout, state: TableState): void {
    const order = this.handOrder();
    const drawn = state.hand.seats[this.play.you]!.drawn;
    const spots = handSpots(layout, order.length, drawn !== null);
    const { tileW, tileH } = layout.hand;
    const canDiscard = this.canDiscard();
    const playable = order.map((_, i) => canDiscard && this.discardFor(i) !== null);
    order.forEach((id, i) => {
      const lifted = this.selected === i;
      const style = {
        width: tileW,
        textLabels: this.options.textLabels,
        dim: canDiscard && !playable[i],
        ...(lifted ? { highlight: 0xffd84a } : this.riichiMode && playable[i] ? { highlight: 0x9fe0ff } : {}),
      };
      const tile = tileView(tileOf(id, state.rules.redFives), style, (pointer) => this.tap(i, pointer));
      // Lifted by a quarter of a tile; in the two-row hand by less, staying clear of the row above.
      tile.position.set(spots[i]!.x, spots[i]!.y - (lifted ? Math.round(tileH * (layout.hand.rows === 1 ? 0.25 : 0.1)) : 0));
      this.view.addChild(tile);
    });
    this.text.setLines([this.status(state)]);
    this.text.setChoices(order.map((id, i) => ({ label: spokenTile(tileOf(id, state.rules.redFives)), disabled: !playable[i] })));
    this.options.report({
      handTiles: spots.map((s) => `${Math.round(s.x + tileW / 2)},${Math.round(s.y + tileH / 2)}`).join(" "),
      handNames: order.map((id) => tileWord(id, state.rules, true)).join(" "),
      handTop: layout.hand.y,
      handBottom: layout.hand.y + layout.hand.height,
      handTileWidth: tileW,
      canDiscard: canDiscard ? 1 : 0,
    });
  }
}
