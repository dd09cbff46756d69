import { createHash, randomBytes } from 'node:crypto';

/** A one-time link's token (sent by mail) and its hash (the only thing stored). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page a link opens: setting a password (reset and registration alike). */
export const setPasswordLink = (origin: string, token: string) =>
  `${origin}/portal/login/set-password/${token}`;
