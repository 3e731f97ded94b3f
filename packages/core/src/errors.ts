/**
 * Bad input from a person or a file: a malformed seed, option, routine, hand, field or save. The
 * message says what is wrong; `where` names the place (an option, a JSON path, a character
 * position) as its own field, so the CLI, the app and a parent parser can each show or re-root it
 * (`located(error)` gives the usual "where: message" line). Anything else thrown is a bug, not bad
 * input: code that breaks a contract throws `ProgrammingError`.
 */
export class InputError extends Error {
  override readonly name: string = "InputError";
  readonly where: string | undefined;

  constructor(message: string, where?: string) {
    super(message);
    this.where = where;
  }

  /** The same problem, placed under a parent location: `under("--board")` on `fumen` → `--board.fumen`. */
  under(parent: string): InputError {
    return new InputError(this.message, this.where === undefined ? parent : `${parent}.${this.where}`);
  }

  /**
   * Runs `run`; an InputError it throws is re-thrown placed under `where` (anything else passes
   * through untouched). The one way a parser reads a part and names the part on failure:
   * `InputError.within("--field", () => parseField(text))`.
   */
  static within<T>(where: string, run: () => T): T {
    try {
      return run();
    } catch (error) {
      if (error instanceof InputError) throw error.under(where);
      throw error;
    }
  }

  /**
   * Runs `read`; an InputError it throws is returned instead (anything else passes through): for
   * bad input that is answered in place, as a box's message or a link read as absent.
   */
  static attempt<T>(read: () => T): T | InputError {
    try {
      return read();
    } catch (error) {
      if (error instanceof InputError) return error;
      throw error;
    }
  }
}

/** A broken contract between two pieces of our code (a bug), never the user's fault. */
export class ProgrammingError extends Error {
  override readonly name = "ProgrammingError";
}

/** "where: message" for an InputError with a location, else the message alone. */
export function located(error: InputError): string {
  return error.where === undefined ? error.message : `${error.where}: ${error.message}`;
}

/** Describes a value for an error message without dumping a whole object. */
export function describe(value: unknown): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
    case "number":
    case "boolean":
    case "undefined":
      return String(value);
    case "bigint":
      return `${String(value)}n`;
    case "object":
      if (value === null) return "null";
      if (Array.isArray(value)) return "an array";
      return Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null ? "an object" : `a ${className(value)}`;
    default:
      return `a ${typeof value}`;
  }
}

function className(value: object): string {
  const name: unknown = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name !== "" && name !== "Object" ? name : "non-plain object";
}
