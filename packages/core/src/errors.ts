/**
 * Bad input from a person or a file: a malformed seed, option, routine or save. The message says
 * what is wrong; `where` names the place (an option, a JSON path, a character position) so the
 * CLI and the app can point at it. Anything else thrown is a bug, not bad input.
 */
export class InputError extends Error {
  override readonly name = "InputError";
  readonly where: string | undefined;

  constructor(message: string, where?: string) {
    super(where === undefined ? message : `${where}: ${message}`);
    this.where = where;
  }
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
