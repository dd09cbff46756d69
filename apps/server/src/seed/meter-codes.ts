import type { Random } from './random';

/** Hands out meter numbers, metering codes and market location ids, each unique in the whole seed. */
export class MeterCodes {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Random) {}

  /** A 14-character meter number like 1ESY1160512345 or 8WMZ4031785562. */
  meterNumber(prefix: string): string {
    return this.unique(() => prefix + this.rng.digits(14 - prefix.length));
  }

  /** A metering point id (Zählpunktbezeichnung): DE + network operator + postcode + 20 digits = 33 chars. */
  meteringCode(zip: string): string {
    return this.unique(
      () => `DE${this.rng.digits(6)}${zip.padStart(5, '0').slice(0, 5)}${this.rng.digits(20)}`,
    );
  }

  /** A market location id (MaLo-ID): 10 digits and a check digit. */
  maloCode(): string {
    return this.unique(() => {
      const body = `${this.rng.int(1, 9)}${this.rng.digits(9)}`;
      return body + maloCheckDigit(body);
    });
  }

  private unique(make: () => string): string {
    for (;;) {
      const code = make();
      if (!this.used.has(code)) {
        this.used.add(code);
        return code;
      }
    }
  }
}

/** BDEW check digit: odd positions summed, even positions doubled and summed, ten's complement. */
export function maloCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 2);
  return String((10 - (sum % 10)) % 10);
}
