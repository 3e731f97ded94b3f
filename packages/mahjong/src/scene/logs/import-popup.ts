// The import popup: core's paste popup (a text box and Import) with a file picker beside it, so
// a log saved from Tenhou's editor or an exporter opens without copying its text. A file's text
// goes through the same `submit` as pasted text; its problem shows under the box.
import { PastePopup } from "@arcade/core/stage";

/** A log file larger than this is refused before reading (a hanchan's log is a few tens of kB). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

export class LogImportPopup extends PastePopup {
  constructor(
    host: HTMLElement,
    private readonly submitLog: (text: string) => string | null,
    back: () => void,
  ) {
    super(host, {
      role: "import-log",
      title: "Import a log",
      explanation:
        'Paste a tenhou.net/6 log: JSON starting with {"title": … "log": [[…]]} (Tenhou\'s editor, a Mahjong Soul exporter, this app\'s export), an array of such logs, or a viewer link ending in #json=…. Or pick a file.',
      placeholder: '{"title":["",""],"name":["A","B","C","D"],"rule":{"disp":"般南喰赤","aka":1},"log":[…]}',
      submitLabel: "Import",
      submit: submitLog,
      back,
    });
  }

  protected override extend(panel: HTMLElement): void {
    const picker = document.createElement("label");
    picker.className = "mahjong-log-file";
    picker.textContent = "Or pick a file: ";
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,.txt,application/json,text/plain";
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      if (!file) return;
      if (file.size > MAX_FILE_BYTES) {
        this.showProblem(`${file.name}: ${Math.round(file.size / 1024)} kB is larger than a log (at most ${MAX_FILE_BYTES / 1024 / 1024} MB)`);
        return;
      }
      void file.text().then(
        (text) => {
          const problem = this.submitLog(text);
          if (problem !== null) this.showProblem(`${file.name}: ${problem}`);
        },
        (error: unknown) => this.showProblem(`${file.name} could not be read (${(error as Error).message})`),
      );
    });
    picker.append(input);
    // The picker goes between the text box and the buttons.
    panel.querySelector("button")?.before(picker);
  }
}
