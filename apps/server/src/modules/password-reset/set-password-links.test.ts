import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Employee } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';
import { newLinkToken } from './reset-token';

/**
 * A set-password link (registration or reset) ends with what it was for: a new e-mail, a deactivation,
 * a new password (reset, change, generated) or the deletion end every outstanding link of the account
 * (migration 0029), on every path that makes such a change. The old link then answers that it is
 * invalid, and trying it changes nothing.
 */
describe('set-password links end with the account change they were not issued for', () => {
  const t = useTestApp();
  let counter = 0;

  /** The token of the newest set-password mail to `email`. */
  const mailedToken = async (email: string) => {
    await t.ctx.mailer.flush();
    const files = readdirSync(t.ctx.mailer.outboxDir).sort();
    const mail = files
      .map((file) => readFileSync(join(t.ctx.mailer.outboxDir, file), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => text.includes(`To: ${email}`))
      .at(-1);
    expect(mail, `a mail to ${email}`).toBeDefined();
    return /set-password\/([\w-]+)/.exec(mail!)![1]!;
  };
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/',
      payload: { email },
      headers: { host: 'localhost:8080' },
    });
  const newEmployee = async () => {
    const n = ++counter;
    const created = await t.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email: `link.person${n}@demo.example`,
      employee: { name: `Link Person ${n}`, is_scheduler: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json() as Employee;
    return {
      employee,
      url: `/api/v2/employees/${employee.resource_id}/`,
      token: await mailedToken(employee.email),
    };
  };
  const account = (id: string) =>
    t.ctx.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'token_version', 'is_active', 'modified'])
      .where('id', '=', id)
      .executeTakeFirst();

  /** The link is dead: described as invalid, refused when used, and the account is as it was. */
  const expectDead = async (token: string, userId: string) => {
    const before = await account(userId);
    const info = await t.app.inject({ url: `/api/v2/users/reset_password/${token}/` });
    expect(info.statusCode, info.body).toBe(404);
    expect(info.json().detail).toMatch(/invalid or has expired/);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/confirm/',
      payload: { token, password: 'Link-Thief-2026!', password_repeat: 'Link-Thief-2026!' },
    });
    expect(confirm.statusCode, confirm.body).toBe(400);
    expect(confirm.json().token[0]).toMatch(/invalid or has expired/);
    expect(await account(userId)).toEqual(before);
    if (before) expect((await t.signIn(before.email, 'Link-Thief-2026!')).statusCode).toBe(401);
  };

  it('a new e-mail (employees PATCH) ends the registration link', async () => {
    const { employee, url, token } = await newEmployee();
    const moved = await t.send(DEMO.consumer, 'PATCH', url, { email: `moved.${employee.email}` });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectDead(token, employee.resource_id);
  });

  it('a deactivation (employees PATCH) ends the registration link, also after the reactivation', async () => {
    const { employee, url, token } = await newEmployee();
    expect((await t.send(DEMO.consumer, 'PATCH', url, { is_active: false })).statusCode).toBe(200);
    expect((await t.send(DEMO.consumer, 'PATCH', url, { is_active: true })).statusCode).toBe(200);
    await expectDead(token, employee.resource_id);
  });

  it('a generated password (employees PATCH) ends the registration link', async () => {
    const { employee, url, token } = await newEmployee();
    expect((await t.send(DEMO.consumer, 'PATCH', url, { generatePassword: true })).statusCode).toBe(200);
    await expectDead(token, employee.resource_id);
  });

  it('the deletion (employees DELETE) ends the registration link', async () => {
    const { employee, url, token } = await newEmployee();
    expect((await t.send(DEMO.consumer, 'DELETE', url)).statusCode).toBe(204);
    await expectDead(token, employee.resource_id);
  });

  it('a deactivation by the companies administration (users PATCH) ends a reset link, also after the reactivation', async () => {
    expect((await requestReset(DEMO.reader)).statusCode).toBe(200);
    const token = await mailedToken(DEMO.reader);
    const id = await t.userId(DEMO.reader);
    const url = `/api/v2/users/${id}/`;
    expect((await t.send(DEMO.admin, 'PATCH', url, { is_active: false })).statusCode).toBe(200);
    expect((await t.send(DEMO.admin, 'PATCH', url, { is_active: true })).statusCode).toBe(200);
    await expectDead(token, id);
    expect((await t.signIn(DEMO.reader, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a password change in the account settings (users PATCH) ends a reset link', async () => {
    expect((await requestReset(DEMO.supplier)).statusCode).toBe(200);
    const token = await mailedToken(DEMO.supplier);
    const id = await t.userId(DEMO.supplier);
    const changed = await t.send(DEMO.supplier, 'PATCH', `/api/v2/users/${id}/`, {
      old_password: DEMO_PASSWORD,
      password: 'Own-New-Secret-2026',
      password_repeat: 'Own-New-Secret-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectDead(token, id);
    expect((await t.signIn(DEMO.supplier, 'Own-New-Secret-2026')).statusCode).toBe(200);
  });

  it('a completed reset ends every other outstanding link of the account', async () => {
    expect((await requestReset(DEMO.basic)).statusCode).toBe(200);
    const token = await mailedToken(DEMO.basic);
    const id = await t.userId(DEMO.basic);
    // A second link issued meanwhile (a registration mail resent, a second request racing the first).
    const other = newLinkToken();
    await t.ctx.db
      .insertInto('password_reset_tokens')
      .values({ user_id: id, token_hash: other.hash, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    expect((await t.app.inject({ url: `/api/v2/users/reset_password/${other.token}/` })).statusCode).toBe(
      200,
    );
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/confirm/',
      payload: { token, password: 'Reset-Secret-2026', password_repeat: 'Reset-Secret-2026' },
    });
    expect(done.statusCode, done.body).toBe(200);
    await expectDead(other.token, id);
    const left = await t.ctx.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    expect(left).toEqual([]);
    expect((await t.signIn(DEMO.basic, 'Reset-Secret-2026')).statusCode).toBe(200);
  });

  it('a change that is none of these keeps the link (settings, a name)', async () => {
    const { employee, url, token } = await newEmployee();
    const renamed = await t.send(DEMO.consumer, 'PATCH', url, { employee: { name: 'Still Link Person' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.app.inject({ url: `/api/v2/users/reset_password/${token}/` })).statusCode).toBe(200);
    expect((await account(employee.resource_id))?.is_active).toBe(true);
  });
});
