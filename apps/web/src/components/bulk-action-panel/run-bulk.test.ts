import { describe, expect, it, vi } from 'vitest';
import { reportBulkResult, runBulk } from './run-bulk';

describe('runBulk', () => {
  it('makes one call per item and counts successes and failures', async () => {
    const call = vi.fn(async (id: string) => {
      if (id === 'b' || id === 'd') throw new Error(`no ${id}`);
    });
    const result = await runBulk(['a', 'b', 'c', 'd', 'e'], call);
    expect(call.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.succeeded).toBe(3);
    expect(result.failed).toBe(2);
    expect(result.errors.map((entry) => entry.item)).toEqual(['b', 'd']);
    expect((result.errors[0]!.error as Error).message).toBe('no b');
  });

  it('runs one call at a time by default', async () => {
    let running = 0;
    let peak = 0;
    const call = async () => {
      running++;
      peak = Math.max(peak, running);
      await Promise.resolve();
      running--;
    };
    await runBulk([1, 2, 3, 4], call);
    expect(peak).toBe(1);
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    let running = 0;
    let peak = 0;
    const call = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 0));
      running--;
    };
    const result = await runBulk([1, 2, 3, 4, 5, 6, 7], call, { concurrency: 3 });
    expect(peak).toBe(3);
    expect(result.succeeded).toBe(7);
  });

  it('handles an empty selection', async () => {
    const call = vi.fn();
    expect(await runBulk([], call)).toEqual({ succeeded: 0, failed: 0, errors: [] });
    expect(call).not.toHaveBeenCalled();
  });
});

describe('reportBulkResult', () => {
  const messages = { success: (n: number) => `${n} changed`, failure: (n: number) => `${n} failed` };

  it('shows a green message for successes and a red one for failures', () => {
    const show = vi.fn();
    reportBulkResult(
      show,
      { succeeded: 2, failed: 1, errors: [{ item: 'x', error: new Error() }] },
      messages,
    );
    expect(show.mock.calls).toEqual([
      [{ message: '2 changed', severity: 'success' }],
      [{ message: '1 failed', severity: 'error' }],
    ]);
  });

  it('shows only what happened', () => {
    const show = vi.fn();
    reportBulkResult(show, { succeeded: 3, failed: 0, errors: [] }, messages);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ message: '3 changed', severity: 'success' });
  });
});
