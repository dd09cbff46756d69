import { randomBytes, webcrypto } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenKind = 'access' | 'session';

export interface TokenClaims {
  userId: string;
  /** The user's token version when issued: a password change, deactivation or deletion bumps it. */
  version: number;
  /** Seconds since epoch. */
  issuedAt: number;
  /** 'pwd' when issued by a password sign-in (not by a session or a refresh). */
  method: 'pwd' | 'session';
  /** The server session (a row in `sessions`) the token belongs to: logout ends it and its tokens. */
  sessionId: string;
}

export class TokenError extends Error {}

/** How many checked tokens `TokenService` remembers (under a kilobyte each). */
const CHECKED_TOKENS = 10_000;

/** Signs and checks the short-lived access tokens and the longer server-session cookie (HS256). */
export class TokenService {
  /**
   * The secret as a key, imported once: given the bytes, jose imports them again for every token (an
   * asynchronous WebCrypto step on each authenticated request).
   */
  private imported?: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens whose signature was checked, with their claims and expiry: the same string checks the same
   * way until it expires, so a client's next requests skip the HMAC (an asynchronous WebCrypto job on
   * every authenticated request). Only tokens that passed are kept, so forged ones cannot crowd it; the
   * oldest goes first. Whether the session and the user's token version still hold is not kept here:
   * the caller checks them in the database on every request.
   */
  private readonly checked = new Map<string, { claims: TokenClaims; expires: number }>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly lifetimes: Record<TokenKind, number>,
  ) {}

  private get key() {
    this.imported ??= webcrypto.subtle.importKey(
      'raw',
      this.secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.imported;
  }

  async sign(
    kind: TokenKind,
    claims: Omit<TokenClaims, 'issuedAt'>,
  ): Promise<{ token: string; expires: Date }> {
    const now = Math.floor(Date.now() / 1000);
    const expires = new Date((now + this.lifetimes[kind]) * 1000);
    const token = await new SignJWT({
      ver: claims.version,
      amr: claims.method,
      typ: kind,
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(now)
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(await this.key);
    return { token, expires };
  }

  async verify(kind: TokenKind, token: string): Promise<TokenClaims> {
    const key = `${kind} ${token}`;
    const known = this.checked.get(key);
    if (known) {
      // jose's rule: expired once the current second reaches exp.
      if (known.expires > Math.floor(Date.now() / 1000)) return known.claims;
      this.checked.delete(key);
      throw new TokenError('Token has expired.');
    }
    const { claims, expires } = await this.check(kind, token);
    this.checked.set(key, { claims, expires });
    if (this.checked.size > CHECKED_TOKENS) this.checked.delete(this.checked.keys().next().value!);
    return claims;
  }

  private async check(kind: TokenKind, token: string): Promise<{ claims: TokenClaims; expires: number }> {
    try {
      // jose checks exp only when present: a token without one would never expire, so require it.
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (
        payload.typ !== kind ||
        typeof payload.sub !== 'string' ||
        typeof payload.ver !== 'number' ||
        typeof payload.sid !== 'string'
      ) {
        throw new TokenError('Invalid token.');
      }
      const claims: TokenClaims = {
        userId: payload.sub,
        version: payload.ver,
        issuedAt: payload.iat ?? 0,
        method: payload.amr === 'pwd' ? 'pwd' : 'session',
        sessionId: payload.sid,
      };
      return { claims: Object.freeze(claims), expires: payload.exp! };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError('Token has expired.');
      if (error instanceof TokenError) throw error;
      throw new TokenError('Invalid token.');
    }
  }
}

/** JWT_SECRET, or a random secret kept in `<dataDir>/jwt-secret` so tokens survive restarts. */
export function loadOrCreateSecret(configured: Uint8Array, dataDir: string): Uint8Array {
  if (configured.length > 0) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
