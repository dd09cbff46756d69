import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { LoginThrottle } from './login-throttle';

/** The throttle on the real `login_failures` table; time passes by moving the stored failures back. */
describe('LoginThrottle', () => {
  const t = useTestApp();
  const throttle = (limits: { perAccount: number; perAddress: number }) =>
    new LoginThrottle(t.ctx.data.loginFailures, { ...limits, windowMs: 60_000 });
  const pass = (seconds: number) =>
    sql`UPDATE login_failures SET last_failure = last_failure - make_interval(secs => ${seconds}),
      times = (SELECT array_agg(at - make_interval(secs => ${seconds}) ORDER BY at) FROM unnest(times) at)`.execute(
      t.ctx.db,
    );

  it('locks an account after the limit until the window passes, and success resets the account', async () => {
    const limits = throttle({ perAccount: 3, perAddress: 100 });
    for (let i = 0; i < 3; i++) expect(await limits.takeAccountAttempt('A@x')).toBe(0);
    expect(await limits.takeAccountAttempt('a@x')).toBe(60);
    await pass(30);
    expect(await limits.takeAccountAttempt('a@x')).toBe(30);
    await pass(31);
    expect(await limits.takeAccountAttempt('a@x')).toBe(0);
    await limits.takeAccountAttempt('b@x');
    await limits.recordSuccess('b@x');
    for (let i = 0; i < 3; i++) expect(await limits.takeAccountAttempt('b@x')).toBe(0);
  });

  it('is shared: another process (a new throttle on the same table) and a restart see the lock', async () => {
    for (let i = 0; i < 3; i++)
      await throttle({ perAccount: 3, perAddress: 100 }).takeAccountAttempt('shared@x');
    expect(await throttle({ perAccount: 3, perAddress: 100 }).takeAccountAttempt('shared@x')).toBe(60);
  });

  it('keeps at most the limit of failures per key, and deletes keys whose window has passed', async () => {
    const limits = throttle({ perAccount: 100, perAddress: 2 });
    for (let i = 0; i < 5; i++) await limits.recordAddressFailure('7.7.7.7');
    const { rows } = await sql<{ n: number }>`SELECT cardinality(times) AS n FROM login_failures
      WHERE key = 'address:7.7.7.7'`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(2);
    await pass(61);
    await limits.takeAccountAttempt('other@x');
    const left = await sql<{ key: string }>`SELECT key FROM login_failures`.execute(t.ctx.db);
    expect(left.rows.map((row) => row.key)).toEqual(['account:other@x']);
  });

  it('keys an account by its e-mail trimmed and lower-cased, as the sign-in look-up does', async () => {
    const limits = throttle({ perAccount: 2, perAddress: 100 });
    await limits.takeAccountAttempt(' C@x');
    await limits.takeAccountAttempt('c@X\u00a0\t');
    expect(await limits.takeAccountAttempt('c@x')).toBeGreaterThan(0);
    expect(await limits.takeAccountAttempt('  C@X  ')).toBeGreaterThan(0);
    await limits.recordSuccess(' C@X ');
    expect(await limits.takeAccountAttempt('c@x')).toBe(0);
  });

  it('locks an address that fails many accounts, without locking the accounts', async () => {
    const limits = throttle({ perAccount: 100, perAddress: 2 });
    await limits.recordAddressFailure('9.9.9.9');
    await limits.recordAddressFailure('9.9.9.9');
    expect(await limits.addressRetryAfterSeconds('9.9.9.9')).toBeGreaterThan(0);
    expect(await limits.addressRetryAfterSeconds('8.8.8.8')).toBe(0);
    expect(await limits.takeAccountAttempt('f@x')).toBe(0);
  });
});
