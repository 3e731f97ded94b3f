// The game's id in every record it writes (practice, quiz and the table), in a module of its own
// so the table's record and the trainer's share it without importing each other.
export const MAHJONG_GAME = "mahjong";
