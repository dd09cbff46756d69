/**
 * The CPU an access token's check costs on every authenticated request: TokenService.verify (the
 * secret imported as a WebCrypto key once) against jose given the secret's bytes (which imports them for
 * every token), alternating, BENCH_ROUNDS rounds (3) of BENCH_TOKENS checks (5 000) each.
 *
 *   npx tsx bench/tokens.ts
 */
import { jwtVerify } from 'jose';
import { TokenService } from '../apps/server/src/auth/tokens';

const secret = new TextEncoder().encode('bench-secret-'.repeat(4));
const count = Number(process.env.BENCH_TOKENS ?? 5_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const service = new TokenService(secret, { access: 600, session: 3600 });
const { token } = await service.sign('access', { userId: 'u', version: 1, method: 'pwd', sessionId: 's' });

const ways: Record<string, () => Promise<unknown>> = {
  'TokenService.verify': () => service.verify('access', token),
  "jose with the secret's bytes": () => jwtVerify(token, secret, { algorithms: ['HS256'] }),
};
for (let round = 1; round <= rounds; round++)
  for (const [name, check] of Object.entries(ways)) {
    const started = process.cpuUsage();
    for (let i = 0; i < count; i++) await check();
    const cpu = process.cpuUsage(started);
    console.log(`round ${round}, ${name}: ${((cpu.user + cpu.system) / count).toFixed(1)} µs CPU a token`);
  }
