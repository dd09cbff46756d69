import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('locks an account after the limit until the window passes, and success resets the account', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ perAccount: 3, perAddress: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure('A@x', '1.1.1.1');
    expect(throttle.accountRetryAfterSeconds('a@x')).toBe(60);
    now += 30_000;
    expect(throttle.accountRetryAfterSeconds('a@x')).toBe(30);
    now += 30_001;
    expect(throttle.accountRetryAfterSeconds('a@x')).toBe(0);
    throttle.recordFailure('b@x', '1.1.1.1');
    throttle.recordSuccess('b@x');
    expect(throttle.accountRetryAfterSeconds('b@x')).toBe(0);
  });

  it('keys an account by its e-mail trimmed and lower-cased, as the sign-in look-up does', () => {
    const throttle = new LoginThrottle({ perAccount: 2, perAddress: 100, windowMs: 60_000 });
    throttle.recordFailure(' A@x', '1.1.1.1');
    throttle.recordFailure('a@X\u00a0\t');
    expect(throttle.accountRetryAfterSeconds('a@x')).toBeGreaterThan(0);
    expect(throttle.accountRetryAfterSeconds('  A@X  ')).toBeGreaterThan(0);
    throttle.recordSuccess(' A@X ');
    expect(throttle.accountRetryAfterSeconds('a@x')).toBe(0);
  });

  it('locks an address that fails many accounts, without locking the accounts', () => {
    const throttle = new LoginThrottle({ perAccount: 100, perAddress: 2, windowMs: 60_000 });
    throttle.recordFailure('a@x', '9.9.9.9');
    throttle.recordFailure('b@x', '9.9.9.9');
    expect(throttle.addressRetryAfterSeconds('9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.addressRetryAfterSeconds('8.8.8.8')).toBe(0);
    expect(throttle.accountRetryAfterSeconds('c@x')).toBe(0);
  });

  it('does not count failures without an address against any address', () => {
    const throttle = new LoginThrottle({ perAccount: 100, perAddress: 1, windowMs: 60_000 });
    throttle.recordFailure('a@x');
    expect(throttle.addressRetryAfterSeconds('9.9.9.9')).toBe(0);
  });
});
