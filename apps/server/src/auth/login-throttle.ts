import { normalizeEmail } from './email';

/**
 * Counts failed password checks per account (sign-in, password change, account deletion) and failed
 * sign-ins per client address, each in a sliding window. After too many failures the key is locked
 * until its oldest counted failure leaves the window. Accounts are keyed by their normalised e-mail.
 * In memory: one server process; behind several processes, a shared store would be needed.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.limits.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  private retryAfter(key: string, limit: number): number {
    const times = this.recent(key);
    if (times.length < limit) return 0;
    return Math.ceil((times[0]! + this.limits.windowMs - this.now()) / 1000);
  }

  /** Keeps at most `limit` failures per key: enough to know the lock, bounded however often one tries. */
  private record(key: string, limit: number) {
    this.failures.set(key, [...this.recent(key), this.now()].slice(-limit));
  }

  /** Seconds until this account may check a password again; 0 when not locked. */
  accountRetryAfterSeconds(email: string): number {
    return this.retryAfter(`account:${normalizeEmail(email)}`, this.limits.perAccount);
  }

  /** Seconds until failed sign-ins from this address are answered again; 0 when not locked. */
  addressRetryAfterSeconds(address: string): number {
    return this.retryAfter(`address:${address}`, this.limits.perAddress);
  }

  /** A wrong password for the account; with an address for sign-ins, which also count per address. */
  recordFailure(email: string, address?: string) {
    this.record(`account:${normalizeEmail(email)}`, this.limits.perAccount);
    if (address !== undefined) this.record(`address:${address}`, this.limits.perAddress);
  }

  recordSuccess(email: string) {
    this.failures.delete(`account:${normalizeEmail(email)}`);
  }
}
