import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenError, TokenService } from './tokens';

const secret = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
const service = new TokenService(secret, { access: 600, session: 3600 });
const claims = { userId: 'user-1', version: 3, method: 'pwd' as const, sessionId: 'session-1' };

describe('TokenService', () => {
  it('round-trips its own tokens with the session id', async () => {
    const { token } = await service.sign('access', claims);
    expect(await service.verify('access', token)).toMatchObject(claims);
    await expect(service.verify('session', token)).rejects.toBeInstanceOf(TokenError);
  });

  it('refuses a token without an expiry, although signed with the secret', async () => {
    const token = await new SignJWT({ ver: 3, amr: 'pwd', typ: 'access', sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuedAt()
      .sign(secret);
    await expect(service.verify('access', token)).rejects.toThrow('Invalid token.');
  });

  it('refuses a token without a session id', async () => {
    const token = await new SignJWT({ ver: 3, amr: 'pwd', typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    await expect(service.verify('session', token)).rejects.toThrow('Invalid token.');
  });
});
