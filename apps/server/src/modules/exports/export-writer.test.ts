import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { xlsxWriter } from './export-writer';

/** The bytes of the sheet's XML that exceljs handed on and the zip has not taken yet (exceljs internals). */
function sheetXmlWaiting(writer: object): number {
  const pipes = (writer as { sheetForTests: { stream: { pipes: { _writableState: { length: number } }[] } } })
    .sheetForTests.stream.pipes;
  return pipes.reduce((sum, pipe) => sum + pipe._writableState.length, 0);
}

describe('xlsxWriter', () => {
  it('waits for the zip after each batch, so the sheet’s XML does not pile up in memory', async () => {
    const writer = xlsxWriter(['meter_id', 'reading_date', '1-0:1.8.0'], 'readings');
    let bytes = 0;
    writer.stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          setImmediate(done);
        },
      }),
    );
    let mostWaiting = 0;
    for (let batch = 0; batch < 40; batch++) {
      const rows = Array.from({ length: 1_000 }, (_, i) => [
        `M-${batch}-${i}`,
        '2026-01-01T00:00:00.000Z',
        i,
      ]);
      await writer.write(rows);
      mostWaiting = Math.max(mostWaiting, sheetXmlWaiting(writer));
    }
    await writer.end();
    // 40 000 rows are about 5 MiB of XML; without the wait most of it waited in the zip's input.
    expect(mostWaiting).toBeLessThan(512 * 1024);
    expect(bytes).toBeGreaterThan(100_000);
  });
});
