import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD_TOO_WEAK } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';

describe('password reset by mail', () => {
  const t = useTestApp();
  const confirmReset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v2/users/reset_password/confirm/', payload });
  /** Sets `password`, typed the same twice, with a reset link's token. */
  const setPassword = (token: string, password: string) =>
    confirmReset({ token, password, password_repeat: password });

  const outbox = () => {
    try {
      return readdirSync(t.ctx.mailer.outboxDir).map((file) =>
        readFileSync(join(t.ctx.mailer.outboxDir, file), 'utf8'),
      );
    } catch {
      return [];
    }
  };
  const request = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/',
      payload: { email },
      headers: { host: 'localhost:8080' },
    });

  it('answers the same for known and unknown addresses, and mails only existing accounts', async () => {
    const known = await request(DEMO.consumer);
    const unknown = await request('nobody@demo.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The same headers too, apart from the date and the request's id.
    const headers = (answer: typeof known) => {
      const { date, 'x-request-id': id, ...rest } = answer.headers;
      return rest;
    };
    expect(headers(known)).toEqual(headers(unknown));
    // The link is written and mailed after the answer: the known address gets its mail once that is done.
    await t.ctx.mailer.flush();
    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: consumer@demo\.example/);
  });

  it('looks the account up after the answer: a failing lookup is logged, the answer is the same', async () => {
    const lookup = vi
      .spyOn(t.ctx.data.accounts, 'findByEmail')
      .mockRejectedValueOnce(new Error('the database is gone'));
    try {
      const answer = await request(DEMO.basic);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        detail:
          'If an account exists for this e-mail address, we have sent you a link to set a new password.',
      });
      await t.ctx.mailer.flush();
      expect(lookup).toHaveBeenCalledOnce();
      expect(outbox().filter((text) => text.includes('To: basic@demo.example'))).toEqual([]);
    } finally {
      lookup.mockRestore();
    }
  });

  it('rejects a malformed e-mail with 400', async () => {
    const response = await request('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('sets a new password with the mailed one-time link', async () => {
    await request(DEMO.service);
    await t.ctx.mailer.flush();
    const mail = outbox().find((text) => text.includes('To: service@demo.example'))!;
    const link = /http:\/\/localhost:8080\/portal\/login\/set-password\/([\w-]+)/.exec(
      mail.replace(/=\r?\n/g, ''),
    );
    expect(link).not.toBeNull();
    const token = link![1]!;

    const info = await t.app.inject({ url: `/api/v2/users/reset_password/${token}/` });
    expect(info.statusCode).toBe(200);
    expect(info.json().email).toBe(DEMO.service);

    const mismatch = await confirmReset({ token, password: 'brand-new-pass', password_repeat: 'other-pass' });
    expect(mismatch.statusCode).toBe(400);

    const confirm = await setPassword(token, 'brand-new-pass');
    expect(confirm.statusCode).toBe(200);
    const login = await t.signIn(DEMO.service, 'brand-new-pass');
    expect(login.statusCode).toBe(200);
    const old = await t.signIn(DEMO.service, DEMO_PASSWORD);
    expect(old.statusCode).toBe(401);

    // One-time: the same link does not work twice.
    const again = await setPassword(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().token[0]).toMatch(/invalid or has expired/);
    expect((await t.app.inject({ url: `/api/v2/users/reset_password/${token}/` })).statusCode).toBe(404);
  });

  it('refuses a password that is too easy to guess, keeps the link usable, and answers with no-store', async () => {
    const requested = await request(DEMO.admin);
    await t.ctx.mailer.flush();
    const mail = outbox().find((text) => text.includes('To: admin@demo.example'))!;
    const token = /set-password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    const weak = await setPassword(token, '12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: [PASSWORD_TOO_WEAK] });
    const info = await t.app.inject({ url: `/api/v2/users/reset_password/${token}/` });
    expect(info.statusCode).toBe(200);
    const done = await setPassword(token, 'a-new-Secret-42');
    expect(done.statusCode).toBe(200);
    for (const answer of [requested, weak, info, done]) {
      expect(answer.headers['cache-control'], answer.body).toBe('no-store');
    }
  });

  it('refuses expired links', async () => {
    await request(DEMO.reader);
    await t.ctx.mailer.flush();
    const mail = outbox().find((text) => text.includes('To: reader@demo.example'))!;
    const token = /set-password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    await t.ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await t.app.inject({ url: `/api/v2/users/reset_password/${token}/` })).statusCode).toBe(404);
  });

  it('never points links at a forged host', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/',
      payload: { email: DEMO.supplier },
      headers: { host: 'evil.example' },
    });
    await t.ctx.mailer.flush();
    const mail = outbox().find((text) => text.includes('To: supplier@demo.example'))!;
    expect(mail).not.toMatch(/evil\.example/);
  });
});
