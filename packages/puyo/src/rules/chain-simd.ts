// The WebAssembly SIMD chain engine (../../assembly/chain.ts, built to dist/chain.wasm) on Field
// objects, beside the JavaScript engine (chain.ts), which stays the reference: both resolve a
// field to the same chain, score and final field (chain-simd.test.ts).
//
// Fields handed out by `field()` and `scratch` live in the module's memory (Field.w is a view of
// an 80-byte slot), so resolving one costs a single call and no copy; any other Field is copied
// into the scratch slot and back (back only when something popped). Loading the module is the
// caller's (Node reads the file, the app's worker fetches it): this file only instantiates a
// compiled module, so it runs unchanged everywhere.
import { ProgrammingError } from "@arcade/core";
import { resolveInto, type ChainResult } from "./chain.ts";
import { Field, FIELD_WORDS } from "./field.ts";

/** Resolves chains the way chain.ts's resolveInto does (the calculator takes either engine). */
export interface ChainResolver {
  /** Which engine: "simd" (WebAssembly) or "js". */
  readonly kind: "simd" | "js";
  /**
   * A field for synchronous scratch work (place, resolve, read), shared by every user of this
   * resolver: it is only valid until the next such use.
   */
  readonly scratch: Field;
  /** resolveChain without steps into `out` (`firstColours`: bit c-1 for colour c). */
  resolveInto(field: Field, firstColours: number, out: ChainResult): ChainResult;
}

/** The JavaScript engine as a ChainResolver. */
export const jsResolver: ChainResolver = { kind: "js", scratch: Field.empty(), resolveInto };

/**
 * A module of one function returning a v128 constant: it validates exactly where WebAssembly
 * SIMD is supported (Node 20, Chrome 91+, Firefox 89+, Safari 16.4+).
 */
const SIMD_PROBE = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // magic, version 1
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // type section: () -> v128
  0x03,
  0x02,
  0x01,
  0x00, // function section: one function of type 0
  0x0a,
  0x08,
  0x01,
  0x06,
  0x00,
  0x41,
  0x00,
  0xfd,
  0x0f,
  0x0b, // code: i32.const 0, i8x16.splat
]);

/** Whether this runtime has WebAssembly with SIMD (`validate` is replaceable for tests). */
export function simdSupported(validate: (bytes: BufferSource) => boolean = (b) => typeof WebAssembly === "object" && WebAssembly.validate(b)): boolean {
  try {
    return validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/** Bytes between field slots: 72 used, and room for the last plane's 16-byte load. */
const SLOT_BYTES = 80;
const ALL_COLOURS = 0x1f;

interface Exports {
  memory: WebAssembly.Memory;
  slotBase(this: void): number;
  resultAddress(this: void): number;
  copy(this: void, dst: number, src: number): void;
  resolve(this: void, field: number, colours: number): number;
  copyAndResolve(this: void, dst: number, src: number, colours: number): number;
  resolveCopies(this: void, dst: number, src: number, colours: number, times: number): number;
  lastMove(this: void, field: number, pairs: number, kind: number, value: number): number;
  twoMoves(this: void, field: number, axis: number, child: number, known: number, kind: number, value: number, failEarly: number): number;
}

export class SimdChains implements ChainResolver {
  readonly kind = "simd";
  readonly scratch: Field;
  private readonly buffer: ArrayBuffer;
  private readonly result: Int32Array;
  private readonly resolveAt: (field: number, colours: number) => number;
  private readonly copyAt: (dst: number, src: number) => void;
  private readonly copyAndResolveAt: (dst: number, src: number, colours: number) => number;
  private readonly lastMoveAt: (field: number, pairs: number, kind: number, value: number) => number;
  private readonly twoMovesAt: Exports["twoMoves"];
  /** The field lastMove reads (copied in). */
  private readonly leaf: Field;
  private next: number;
  private readonly exports: Exports;

  /** Instantiates the compiled dist/chain.wasm (synchronously: it is 6 KB and imports nothing). */
  constructor(module: WebAssembly.Module) {
    const exports = new WebAssembly.Instance(module, {}).exports as unknown as Exports;
    this.exports = exports;
    this.buffer = exports.memory.buffer;
    this.result = new Int32Array(this.buffer, exports.resultAddress(), 4);
    this.resolveAt = exports.resolve;
    this.copyAt = exports.copy;
    this.copyAndResolveAt = exports.copyAndResolve;
    this.lastMoveAt = exports.lastMove;
    this.twoMovesAt = exports.twoMoves;
    this.next = exports.slotBase();
    this.scratch = this.field();
    this.leaf = this.field();
  }

  /** A new empty field in the module's memory (slots are never freed: for long-lived fields). */
  field(): Field {
    if (this.next + SLOT_BYTES > this.buffer.byteLength) throw new ProgrammingError("the SIMD engine's memory has no free field slot");
    const address = this.next;
    this.next += SLOT_BYTES;
    return new Field(new Int32Array(this.buffer, address, FIELD_WORDS), { engine: this, address });
  }

  /** dst := src; one call of five v128 moves when both live in the module's memory. */
  copy(dst: Field, src: Field): void {
    if (dst.engine === this && src.engine === this) this.copyAt(dst.address, src.address);
    else dst.copyFrom(src);
  }

  resolveInto(field: Field, firstColours: number, out: ChainResult): ChainResult {
    const inside = field.engine === this;
    if (!inside) this.scratch.copyFrom(field);
    const chains = this.resolveAt(inside ? field.address : this.scratch.address, firstColours);
    if (!inside && chains > 0) field.copyFrom(this.scratch);
    return this.read(chains, out);
  }

  /**
   * dst := src, then resolves dst (src is kept): one call into WebAssembly when both live in the
   * module's memory (the search's "resolve a copy" in one step).
   */
  resolveCopy(dst: Field, src: Field, firstColours: number, out: ChainResult): ChainResult {
    if (dst.engine !== this || src.engine !== this) {
      dst.copyFrom(src);
      return this.resolveInto(dst, firstColours, out);
    }
    return this.read(this.copyAndResolveAt(dst.address, src.address, firstColours), out);
  }

  /**
   * The probability calculator's last move on the stable field at w[off..] (its 18 words copied
   * in), all in one call (assembly/last-move.ts): of the ordered pairs in `pairs` (bit 4(a−1) +
   * (b−1)), those with a placement meeting the condition (`kind`, `value`: see there) in bits
   * 0..15 and the fields resolved from bit 16; −1 when a column is above 11.
   */
  lastMove(w: Int32Array, off: number, pairs: number, kind: number, value: number): number {
    const slot = this.leaf.w;
    for (let i = 0; i < FIELD_WORDS; i++) slot[i] = w[off + i]!;
    return this.lastMoveAt(this.leaf.address, pairs, kind, value);
  }

  /**
   * The probability calculator's node with two moves left on the stable field at w[off..] (copied
   * in), axis and child to place, in one call (assembly/two-moves.ts): its numerator over 16 in
   * bits 0..7 and the fields resolved from bit 8; −1 when a column is above 9.
   */
  twoMoves(w: Int32Array, off: number, axis: number, child: number, known: number, kind: number, value: number, failEarly: boolean): number {
    const slot = this.leaf.w;
    for (let i = 0; i < FIELD_WORDS; i++) slot[i] = w[off + i]!;
    return this.twoMovesAt(this.leaf.address, axis, child, known, kind, value, failEarly ? 1 : 0);
  }

  /**
   * dst := src and resolve dst, `times` times over in one call (both in the module's memory): the
   * copy-and-resolve loop of the calculator's batched calls, for the benchmark. The chains summed.
   */
  resolveCopies(dst: Field, src: Field, firstColours: number, times: number): number {
    if (dst.engine !== this || src.engine !== this) throw new ProgrammingError("resolveCopies needs both fields in the engine's memory");
    return this.exports.resolveCopies(dst.address, src.address, firstColours, times);
  }

  /** The last resolution's figures into `out`. */
  private read(chains: number, out: ChainResult): ChainResult {
    const r = this.result;
    out.chains = chains;
    out.score = r[1]!;
    out.cleared = r[2]!;
    out.allClear = r[3] === 1;
    return out;
  }

  /** chain.ts's resolveChain without steps. */
  resolveChain(field: Field, firstColours = ALL_COLOURS): ChainResult {
    return this.resolveInto(field, firstColours, { chains: 0, score: 0, cleared: 0, allClear: false, steps: [] });
  }
}

/** The SIMD engine when the runtime supports it and a module is given, else the JavaScript one. */
export function chooseResolver(module: WebAssembly.Module | undefined, supported = simdSupported()): ChainResolver {
  return module !== undefined && supported ? new SimdChains(module) : jsResolver;
}
