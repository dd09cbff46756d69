import { normalizeEmail } from './email';

/** Where the throttle keeps its failures: shared by every server process (PostgreSQL, `login_failures`). */
export interface LoginFailureStore {
  /** The key's failures within the window (epoch ms, oldest first) and the store's clock now. */
  recent(key: string, windowMs: number): Promise<{ times: number[]; now: number }>;
  /** One failure more for the key, keeping its latest `limit`. */
  add(key: string, limit: number, windowMs: number): Promise<void>;
  /** One failure more unless the key has `limit` in the window already; whether it was added. */
  addBelow(key: string, limit: number, windowMs: number): Promise<boolean>;
  clear(key: string): Promise<void>;
}

/** Five wrong passwords lock an account, thirty failed sign-ins an address, each for 15 minutes. */
export const LOGIN_THROTTLE_LIMITS = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 } as const;

/**
 * Counts failed password checks per account (sign-in, password change, account deletion) and failed
 * sign-ins per client address, each in a sliding window. After too many failures the key is locked
 * until its oldest counted failure leaves the window. Accounts are keyed by their normalised e-mail. The
 * failures live in the store, so every server process sees the same locks and a restart keeps them.
 */
export class LoginThrottle {
  constructor(
    private readonly store: LoginFailureStore,
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number },
  ) {}

  private async retryAfter(key: string, limit: number): Promise<number> {
    const { times, now } = await this.store.recent(key, this.limits.windowMs);
    if (times.length < limit) return 0;
    const oldestCounted = times[times.length - limit]!;
    return Math.max(1, Math.ceil((oldestCounted + this.limits.windowMs - now) / 1000));
  }

  /**
   * Takes one of the account's password checks, counted as a failure until `recordSuccess`: 0, or the
   * seconds until the account may try again. Concurrent checks are counted one after the other, so
   * parallel guesses get no more than the limit.
   */
  async takeAccountAttempt(email: string): Promise<number> {
    const key = `account:${normalizeEmail(email)}`;
    if (await this.store.addBelow(key, this.limits.perAccount, this.limits.windowMs)) return 0;
    return this.retryAfter(key, this.limits.perAccount);
  }

  /** Seconds until failed sign-ins from this address are answered again; 0 when not locked. */
  addressRetryAfterSeconds(address: string): Promise<number> {
    return this.retryAfter(`address:${address}`, this.limits.perAddress);
  }

  /** A failed sign-in from this address. */
  recordAddressFailure(address: string): Promise<void> {
    return this.store.add(`address:${address}`, this.limits.perAddress, this.limits.windowMs);
  }

  /** The right password: the account's failures are forgotten. */
  recordSuccess(email: string): Promise<void> {
    return this.store.clear(`account:${normalizeEmail(email)}`);
  }
}
