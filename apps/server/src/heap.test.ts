import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const heapModule = fileURLToPath(new URL('./heap.ts', import.meta.url));

/**
 * The heap's peak in a child process that keeps 200 000 objects alive and, twenty-five times over, makes a part
 * of 50 000 rows that lives long enough to be promoted and then dies (as an import's parts do).
 */
function peakHeapMiB(limited: boolean): number {
  const script = `
    import v8 from 'node:v8';
    import { limitHeapGrowth } from ${JSON.stringify(heapModule)};
    if (${limited}) limitHeapGrowth();
    const live = Array.from({ length: 200_000 }, (_, i) => ({ i, s: 'x' + i }));
    let peak = 0;
    let part = [];
    for (let round = 0; round < 25; round++) {
      part = Array.from({ length: 50_000 }, (_, i) => ({ a: i, b: 'row' + i + round, c: [i, i + 1] }));
      for (let j = 0; j < 20; j++) Array.from({ length: 10_000 }, (_, i) => ({ t: i }));
      peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
    }
    console.log(JSON.stringify({ peak: peak / 2 ** 20, kept: live.length + part.length }));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout).peak;
}

describe('limitHeapGrowth', () => {
  // Nothing of the database: once, in the embedded database's run.
  it.skipIf(inject('testDatabase').kind === 'postgres')(
    'collects garbage that outlived the young generation before the heap doubles',
    () => {
      const unlimited = peakHeapMiB(false);
      const limited = peakHeapMiB(true);
      // Measured 164 and 93 MiB: the live heap is about 60 MiB.
      expect(limited).toBeLessThan(unlimited * 0.75);
      expect(limited).toBeLessThan(120);
    },
  );
});
