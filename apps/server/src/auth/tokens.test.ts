import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('a token checked before', () => {
    afterEach(() => vi.useRealTimers());

    it('is refused once it expires, although it passed while valid', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { token, expires } = await service.sign('access', claims);
      expect(await service.verify('access', token)).toMatchObject(claims);
      vi.setSystemTime(expires);
      await expect(service.verify('access', token)).rejects.toThrow('Token has expired.');
      await expect(service.verify('access', token)).rejects.toThrow('Token has expired.');
    });

    it('stays of its own kind, and an altered copy is checked afresh', async () => {
      const { token } = await service.sign('session', claims);
      expect(await service.verify('session', token)).toMatchObject(claims);
      await expect(service.verify('access', token)).rejects.toThrow('Invalid token.');
      const [header, payload, signature] = token.split('.');
      const forged = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
      await expect(service.verify('session', forged)).rejects.toThrow('Invalid token.');
    });

    it('is not checked against the secret again', async () => {
      const { token } = await service.sign('access', claims);
      await service.verify('access', token);
      const signatureCheck = vi.spyOn(globalThis.crypto.subtle, 'verify');
      expect(await service.verify('access', token)).toMatchObject(claims);
      expect(signatureCheck).not.toHaveBeenCalled();
      signatureCheck.mockRestore();
    });
  });
});
