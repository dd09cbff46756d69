import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 8080, ./data, embedded database, base configuration', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.databaseUrl).toBeNull();
    expect(config.portal.TEAM_VAT).toBe(false);
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and the extended configuration', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgres://u@h/db',
      PORTAL_CONFIG: 'extended',
    });
    expect(config).toMatchObject({ port: 9000, dataDir: '/srv/portal', databaseUrl: 'postgres://u@h/db' });
    expect(config.portal.TEAM_VAT).toBe(true);
    expect(config.portal.CAN_CREATE_TEAMS).toContain('companies_administration');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ PORTAL_CONFIG: 'huge' }, /PORTAL_CONFIG/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ PORTAL_CONFIG_FILE: '/nonexistent.json' }, /PORTAL_CONFIG_FILE \/nonexistent.json does not exist/],
  ])('stops with a one-line message naming the bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('overrides configuration keys from a JSON file and rejects wrong ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ HAS_SSO_FEATURE: true }));
    expect(loadConfig({ PORTAL_CONFIG_FILE: join(dir, 'ok.json') }).portal.HAS_SSO_FEATURE).toBe(true);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ TEAM_VAT: 'yes' }));
    expect(() => loadConfig({ PORTAL_CONFIG_FILE: join(dir, 'bad.json') })).toThrow(/TEAM_VAT/);
    writeFileSync(join(dir, 'unknown.json'), JSON.stringify({ NO_SUCH_SWITCH: 1 }));
    expect(() => loadConfig({ PORTAL_CONFIG_FILE: join(dir, 'unknown.json') })).toThrow(ConfigError);
    for (const names of [
      { STATISTICS_START_FILTER: 'day', STATISTICS_END_FILTER: 'day' },
      { STATISTICS_START_FILTER: 'pagination' },
      { STATISTICS_END_FILTER: '' },
    ]) {
      writeFileSync(join(dir, 'names.json'), JSON.stringify(names));
      expect(() => loadConfig({ PORTAL_CONFIG_FILE: join(dir, 'names.json') })).toThrow(/STATISTICS_/);
    }
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(() => loadConfig({ PORTAL_CONFIG_FILE: join(dir, 'broken.json') })).toThrow(/not valid JSON/);
  });
});
