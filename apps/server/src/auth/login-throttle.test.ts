import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('locks an account after the limit until the window passes, and success resets the account', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ perAccount: 3, perAddress: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure('A@x', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@x', '2.2.2.2')).toBe(60);
    now += 30_000;
    expect(throttle.retryAfterSeconds('a@x', '2.2.2.2')).toBe(30);
    now += 30_001;
    expect(throttle.retryAfterSeconds('a@x', '2.2.2.2')).toBe(0);
    throttle.recordFailure('b@x', '1.1.1.1');
    throttle.recordSuccess('b@x');
    expect(throttle.retryAfterSeconds('b@x', '3.3.3.3')).toBe(0);
  });

  it('locks an address that tries many accounts', () => {
    const throttle = new LoginThrottle({ perAccount: 100, perAddress: 2, windowMs: 60_000 });
    throttle.recordFailure('a@x', '9.9.9.9');
    throttle.recordFailure('b@x', '9.9.9.9');
    expect(throttle.retryAfterSeconds('c@x', '9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('c@x', '8.8.8.8')).toBe(0);
  });
});
