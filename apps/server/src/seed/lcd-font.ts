import type { Raster, Rgb } from './raster';

/** Lit segments per character (a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle). */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  ' ': '',
};

/** Draws one seven-segment character; unlit segments are drawn faintly, like on a real LCD. */
export function drawSegmentDigit(
  r: Raster,
  char: string,
  x: number,
  y: number,
  w: number,
  h: number,
  on: Rgb,
  off: Rgb,
) {
  const lit = SEGMENTS[char] ?? '';
  const t = Math.max(3, Math.round(w / 5));
  const half = h / 2;
  const shapes: Record<string, [number, number, number, number]> = {
    a: [x + t, y, w - 2 * t, t],
    b: [x + w - t, y + t, t, half - t],
    c: [x + w - t, y + half, t, half - t],
    d: [x + t, y + h - t, w - 2 * t, t],
    e: [x, y + half, t, half - t],
    f: [x, y + t, t, half - t],
    g: [x + t, y + half - t / 2, w - 2 * t, t],
  };
  for (const [name, [sx, sy, sw, sh]] of Object.entries(shapes)) {
    r.rect(sx + 1, sy + 1, sw - 2, sh - 2, lit.includes(name) ? on : off);
  }
}

const dotSize = (w: number) => Math.max(4, Math.round(w / 4));

/** Width in pixels of a seven-segment number; the decimal point gets a narrow cell of its own. */
export function segmentNumberWidth(text: string, w: number, gap: number): number {
  let width = 0;
  for (const char of text) width += char === '.' ? dotSize(w) + gap : w + gap;
  return width - gap;
}

/** Draws a number like "012345.6" in seven segments. */
export function drawSegmentNumber(
  r: Raster,
  text: string,
  x: number,
  y: number,
  w: number,
  h: number,
  gap: number,
  on: Rgb,
  off: Rgb,
) {
  let cx = x;
  for (const char of text) {
    if (char === '.') {
      const dot = dotSize(w);
      r.rect(cx, y + h - dot, dot, dot, on);
      cx += dot + gap;
      continue;
    }
    drawSegmentDigit(r, char, cx, y, w, h, on, off);
    cx += w + gap;
  }
}

/** 5×7 pixel glyphs for the small caption (OBIS code). */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

/** Draws text in the 5×7 font at the given pixel scale; unknown characters are left blank. */
export function drawPixelText(r: Raster, text: string, x: number, y: number, scale: number, color: Rgb) {
  let cx = x;
  for (const char of text) {
    const glyph = GLYPHS[char] ?? GLYPHS[' ']!;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx += 1) {
        if (row[gx] === '1') r.rect(cx + gx * scale, y + gy * scale, scale, scale, color);
      }
    });
    cx += 6 * scale;
  }
}
