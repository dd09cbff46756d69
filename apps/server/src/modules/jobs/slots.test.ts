import { describe, expect, it } from 'vitest';
import { Slots } from './slots';

describe('Slots', () => {
  it('runs at most its size of tasks at once, the others in order, also after a task failed', async () => {
    const slots = new Slots(2);
    const started: number[] = [];
    const ends: (() => void)[] = [];
    const task = (n: number, fail = false) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => ends.push(resolve));
        if (fail) throw new Error('failed');
        return n;
      });
    const runs = [task(1, true), task(2), task(3), task(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    ends[0]!();
    await expect(runs[0]).rejects.toThrow('failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    for (const end of ends.slice(1)) end();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3, 4]);
    ends[3]!();
    expect(await Promise.all(runs.slice(1))).toEqual([2, 3, 4]);
  });
});
