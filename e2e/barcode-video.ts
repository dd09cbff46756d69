import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A one-frame Y4M video of a Code 128 barcode reading `code`, black on white in the middle: what
 * Chromium's fake camera (`--use-file-for-fake-video-capture`) shows for as long as it is open.
 */
export async function writeBarcodeVideo(path: string, code: string) {
  const png = PNG.sync.read(
    await bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 15, backgroundcolor: 'FFFFFF' }),
  );
  if (png.width > WIDTH || png.height > HEIGHT) throw new Error('The barcode does not fit the frame.');
  // Luma only (grey): white everywhere, the barcode's pixels pasted in the middle.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const alpha = png.data[i + 3]! / 255;
      const grey = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      luma[(top + y) * WIDTH + left + x] = Math.round(grey * alpha + 255 * (1 - alpha));
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  writeFileSync(path, Buffer.concat([Buffer.from(header), luma, chroma]));
}
