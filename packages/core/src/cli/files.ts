// Reading a file named on the command line, with a byte bound that holds for every kind of file.
// A regular file's size is checked before reading (a huge one costs nothing); a device or a pipe
// (`/dev/zero`, `<(…)`, a FIFO) reports size 0, so it is read in chunks and refused as soon as it
// passes the bound: memory and time stay bounded whatever the path names.
import { closeSync, fstatSync, openSync, readSync, writeFileSync } from "node:fs";
import { InputError } from "../errors.ts";
import { stringifyReplay, type Replay } from "../sim/replay.ts";

/** The largest record (replay) file a command reads: a day of play at ten inputs a second is about 13 MB. */
export const MAX_RECORD_FILE_BYTES = 64 * 1024 * 1024;

const CHUNK_BYTES = 1 << 20;
/** How long to wait for a pipe that has nothing to read yet (EAGAIN on a non-blocking descriptor). */
const RETRY_MS = 5;

/** The file system's complaint as the few words a person needs. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory";
  if (code === "EACCES" || code === "EPERM") return "cannot be read (permission denied)";
  return (error as Error).message;
}

/**
 * Writes a record (a replay) to the file named by a command's option, one JSON line, as
 * `arcade <game> replay` reads it back. A file that cannot be written is bad input: an InputError
 * whose place is the option (`--replay-out` unless named).
 */
export function writeRecordFile(path: string, record: Replay, option = "--replay-out"): void {
  try {
    writeFileSync(path, `${stringifyReplay(record)}\n`);
  } catch (error) {
    throw new InputError(`cannot be written (${reason(error)})`, option);
  }
}

function tooLarge(bytes: string, maxBytes: number, path: string): InputError {
  return new InputError(`is ${bytes} bytes; at most ${maxBytes} are read`, path);
}

/** Reads at most `maxBytes + 1` bytes from `fd` in chunks (the one extra byte tells "too large"). */
function readBounded(fd: number, maxBytes: number, path: string): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      Atomics.wait(pause, 0, 0, RETRY_MS);
      continue;
    }
    if (read === 0) return Buffer.concat(chunks, total);
    chunks.push(chunk.subarray(0, read));
    total += read;
    if (total > maxBytes) throw tooLarge(`more than ${maxBytes}`, maxBytes, path);
  }
}

/**
 * Reads a text file named on the command line. A missing file, a folder, an unreadable file or one
 * larger than `maxBytes` (a regular file by its size, before reading; a device or a pipe after at
 * most `maxBytes + 1` bytes) is bad input: an InputError whose place is the path.
 */
export function readTextFile(path: string, maxBytes: number): string {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    throw new InputError(reason(error), path);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new InputError("is a directory", path);
    if (stat.isFile() && stat.size > maxBytes) throw tooLarge(String(stat.size), maxBytes, path);
    return readBounded(fd, maxBytes, path).toString("utf8");
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(reason(error), path);
  } finally {
    closeSync(fd);
  }
}
