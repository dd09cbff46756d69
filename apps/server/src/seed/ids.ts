/**
 * Deterministic UUIDv7-format ids: the 48-bit millisecond field is the reference date plus a counter
 * (so ids sort in creation order), version nibble 7, variant bits 10, and the remaining bits a hash of
 * the counter. The same reference date always yields the same ids in the same order.
 */
export class IdFactory {
  private counter = 0;

  constructor(private readonly baseMs: number) {}

  /** The next id. */
  next(): string {
    this.counter += 1;
    const ms = (this.baseMs + this.counter).toString(16).padStart(12, '0').slice(-12);
    const a = mix(this.counter * 2 + 1);
    const b = mix(this.counter * 2 + 2);
    const c = mix(a ^ b);
    const hex = (value: number, width: number) => (value >>> 0).toString(16).padStart(8, '0').slice(-width);
    const randA = hex(a, 3);
    const variant = (8 | (b & 3)).toString(16);
    const randB = `${hex(b >>> 4, 3)}${hex(c, 8)}${hex(a >>> 12, 4)}`;
    return `${ms.slice(0, 8)}-${ms.slice(8)}-7${randA}-${variant}${randB.slice(0, 3)}-${randB.slice(3, 15)}`;
  }
}

/** A 32-bit integer hash (lowbias32). */
function mix(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}
