import type { Random } from './random';

export type Rgb = readonly [number, number, number];

/** A small RGB canvas for drawing the demo meter photos. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  /** Fills a rectangle, clipped to the canvas. */
  rect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let row = y0; row < y1; row += 1) {
      for (let col = x0; col < x1; col += 1) {
        const i = (row * this.width + col) * 3;
        this.pixels[i] = color[0];
        this.pixels[i + 1] = color[1];
        this.pixels[i + 2] = color[2];
      }
    }
  }

  /** Adds deterministic sensor noise of ±amount to every channel. */
  noise(rng: Random, amount: number): void {
    for (let i = 0; i < this.pixels.length; i += 1) {
      this.pixels[i] = Math.max(0, Math.min(255, this.pixels[i]! + rng.int(-amount, amount)));
    }
  }
}
