/**
 * Counts failed sign-ins per account and per client address in a sliding window. After too many
 * failures the key is locked until its oldest failure leaves the window. In memory: one server
 * process; behind several processes, a shared store would be needed.
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

  /** Seconds until the account or address may try again; 0 when not locked. */
  retryAfterSeconds(account: string, address: string): number {
    const checks: Array<[string, number]> = [
      [`account:${account.toLowerCase()}`, this.limits.perAccount],
      [`address:${address}`, this.limits.perAddress],
    ];
    let wait = 0;
    for (const [key, limit] of checks) {
      const times = this.recent(key);
      if (times.length >= limit) wait = Math.max(wait, times[0]! + this.limits.windowMs - this.now());
    }
    return Math.ceil(wait / 1000);
  }

  recordFailure(account: string, address: string) {
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  recordSuccess(account: string) {
    this.failures.delete(`account:${account.toLowerCase()}`);
  }
}
