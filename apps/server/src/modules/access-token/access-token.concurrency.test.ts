import { describe, expect, inject, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';

/**
 * Parallel guesses on a real PostgreSQL: the throttle's state is shared, so twenty wrong
 * passwords sent at once for one account get five checks (401) and fifteen 429s, not twenty checks;
 * afterwards the right password is refused too until the window passes.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('sign-in throttle under parallel guesses', () => {
  const t = useTestApp();

  it('checks no more passwords than the limit when guesses arrive at once', async () => {
    const guess = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/access-token/',
        payload: { email: DEMO.basic, password },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(`wrong-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await guess(DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
