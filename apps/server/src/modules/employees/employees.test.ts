import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMPLOYEE_REFUSALS,
  type Employee,
  EXTENDED_CONFIGURATION,
  judgeEmployeeWrite,
} from '@portal/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_PASSWORD, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { actorOf, companyIds, newConsumerTeam } from '../../testing/demo-rows';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { hashToken } from '../password-reset/reset-token';

/**
 * Employees (spec §2, §5, §6): adding a team's users with a registration mail, user types, the one-time
 * password, deactivation and deletion revoking every token at once, and who may do each.
 */
const base = useTestApp();
const extended = useTestApp(portalConfigEnv(EXTENDED_CONFIGURATION));

let counter = 0;
const addEmployee = (t: TestApp, email: string, employee: Record<string, unknown>, extra: object = {}) =>
  t.send(email, 'POST', '/api/v2/employees/', {
    email: `new.person${++counter}@demo.example`,
    employee: { name: `New Person ${counter}`, is_scheduler: false, ...employee },
    ...extra,
  });
const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/access-token/', payload: { email, password } });
const outbox = async (t: TestApp) => {
  await t.ctx.mailer.flush();
  try {
    return readdirSync(t.ctx.mailer.outboxDir).map((file) =>
      readFileSync(join(t.ctx.mailer.outboxDir, file), 'utf8'),
    );
  } catch {
    return [];
  }
};

describe('POST employees/', () => {
  it('adds a meter reader to the own team and mails a one-time link that sets the first password', async () => {
    const created = await addEmployee(base, DEMO.consumer, {});
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json() as Employee;
    expect(employee).toMatchObject({
      company_name: 'Hausverwaltung Demo',
      is_active: true,
      employee: { is_scheduler: false, is_external: false, user_type: 1 },
    });
    const mail = (await outbox(base)).find((text) => text.includes(`To: ${employee.email}`));
    expect(mail).toBeDefined();
    const token = /set-password\/([\w-]+)/.exec(mail!.replace(/=\r?\n/g, ''))![1]!;
    const set = await base.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/confirm/',
      payload: { token, password: 'Zähler-Ablesen-2026!', password_repeat: 'Zähler-Ablesen-2026!' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await signIn(base, employee.email, 'Zähler-Ablesen-2026!')).statusCode).toBe(200);
  });

  it('lists whether an employee has a password yet: not before the registration link sets one', async () => {
    const created = await addEmployee(base, DEMO.consumer, {});
    expect(created.statusCode, created.body).toBe(201);
    const { email, resource_id } = created.json() as Employee;
    const listed = async () => {
      const answer = await base.get(DEMO.consumer, `/api/v2/employees/?email=${encodeURIComponent(email)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().results as Array<{ resource_id: string; has_password: boolean }>;
    };
    expect(await listed()).toEqual([expect.objectContaining({ resource_id, has_password: false })]);
    const mail = (await outbox(base)).find((text) => text.includes(`To: ${email}`));
    const token = /set-password\/([\w-]+)/.exec(mail!.replace(/=\r?\n/g, ''))![1]!;
    const set = await base.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/confirm/',
      payload: { token, password: 'Zähler-Ablesen-2026!', password_repeat: 'Zähler-Ablesen-2026!' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await listed()).toEqual([expect.objectContaining({ resource_id, has_password: true })]);
    // The demo accounts all have one.
    const demo = await base.get(
      DEMO.consumer,
      `/api/v2/employees/?email=${encodeURIComponent(DEMO.consumer)}`,
    );
    expect(demo.json().results).toEqual([expect.objectContaining({ has_password: true })]);
  });

  it('refuses: 401, a basic user or reader 403, bad fields 400, a taken e-mail 409 with its url', async () => {
    expect(
      (await base.app.inject({ method: 'POST', url: '/api/v2/employees/', payload: {} })).statusCode,
    ).toBe(401);
    expect((await addEmployee(base, DEMO.basic, {})).statusCode).toBe(403);
    expect((await addEmployee(base, DEMO.reader, {})).statusCode).toBe(403);
    for (const body of [
      { email: 'not-an-email', employee: { is_scheduler: true } },
      { email: 'x@demo.example', employee: { is_scheduler: 'yes' } },
      { email: 'x@demo.example', employee: { is_scheduler: true, name: 'n'.repeat(101) } },
    ])
      expect((await base.send(DEMO.consumer, 'POST', '/api/v2/employees/', body)).statusCode).toBe(400);
    // The role is read-only (the answer shows it): a body's role is left out, the flags decide.
    const withRole = await base.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email: 'x@demo.example',
      employee: { is_scheduler: true },
      role: 'admin',
    });
    expect(withRole.statusCode, withRole.body).toBe(201);
    expect(withRole.json().role).toBe('scheduler');
    const taken = await base.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email: 'Basic@Demo.example',
      employee: { is_scheduler: true },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().url).toBe(
      `http://localhost:80/api/v2/employees/${(await actorOf(base, DEMO.basic)).userId}/`,
    );
  });

  it('keeps user types to what the team allows (administration: schedulers; external readers: suppliers, when on)', async () => {
    expect((await addEmployee(base, DEMO.admin, { is_scheduler: false })).statusCode).toBe(400);
    expect((await addEmployee(base, DEMO.admin, { is_scheduler: true })).statusCode).toBe(201);
    // External meter readers: off in the described build; on in the extended one, for energy suppliers only.
    expect((await addEmployee(base, DEMO.supplier, { is_external: true })).statusCode).toBe(400);
    expect((await addEmployee(extended, DEMO.supplier, { is_external: true })).statusCode).toBe(201);
    expect((await addEmployee(extended, DEMO.consumer, { is_external: true })).statusCode).toBe(400);
    // A meter reader cannot sign in with single sign-on (and SSO is off in the described build).
    expect((await addEmployee(extended, DEMO.supplier, { uses_sso: true })).statusCode).toBe(400);
    expect((await addEmployee(base, DEMO.supplier, { is_scheduler: true, uses_sso: true })).statusCode).toBe(
      400,
    );
    expect(
      (await addEmployee(extended, DEMO.supplier, { is_scheduler: true, uses_sso: true })).statusCode,
    ).toBe(201);
  });

  it('adds to another team only where the caller may (DISPONENT_CAN_GENERATE_PASSWORDS), never to an unseen one', async () => {
    const ids = await companyIds(base);
    const contractor = ids['Ablesedienst Demo']!;
    const contractors = (await base.get(DEMO.consumer, '/api/v2/companies/?contractors=true')).json().results;
    expect(contractors.map((c: { resource_id: string }) => c.resource_id)).toContain(contractor);
    expect(
      (await addEmployee(base, DEMO.consumer, { is_scheduler: true }, { company: contractor })).statusCode,
    ).toBe(403);
    const inExtended = await addEmployee(extended, DEMO.consumer, {}, { company: contractor });
    expect(inExtended.statusCode, inExtended.body).toBe(201);
    expect(inExtended.json().company_name).toBe('Ablesedienst Demo');
    const stranger = ids['Fremdwerk Demo']!;
    expect((await addEmployee(extended, DEMO.consumer, {}, { company: stranger })).statusCode).toBe(400);
  });

  it('lets a team creator add the first schedulers of a team it created, and nothing more', async () => {
    const company = await newConsumerTeam(base, DEMO.supplier, 'Neues Ableseteam');
    const reader = await addEmployee(base, DEMO.supplier, {}, { company });
    expect(reader.statusCode).toBe(400);
    expect(reader.json().employee).toEqual(['This user type is not available for this employee.']);
    const scheduler = await addEmployee(base, DEMO.supplier, { is_scheduler: true }, { company });
    expect(scheduler.statusCode, scheduler.body).toBe(201);
    const created = scheduler.json() as Employee;
    expect(created.company).toContain(company);
    expect(created.employee.user_type).toBe(0);
    const listed = await base.get(DEMO.supplier, `/api/v2/employees/?company=${company}`);
    expect(listed.json().results.map((e: Employee) => e.email)).toEqual([created.email]);
    // Managing them stays with their own team (and the administration) in the described build.
    const url = `/api/v2/employees/${created.resource_id}/`;
    expect((await base.send(DEMO.supplier, 'PATCH', url, { generatePassword: true })).statusCode).toBe(403);
    expect((await base.send(DEMO.supplier, 'PATCH', url, { is_active: false })).statusCode).toBe(403);
    // Another supplier neither sees the team nor adds to it; a consumer cannot either.
    expect((await addEmployee(base, DEMO.stranger, { is_scheduler: true }, { company })).statusCode).toBe(
      400,
    );
    expect((await base.get(DEMO.stranger, url)).statusCode).toBe(404);
    expect((await addEmployee(base, DEMO.consumer, { is_scheduler: true }, { company })).statusCode).toBe(
      400,
    );
  });
});

describe('the registration link is written with the employee', () => {
  afterEach(() => vi.restoreAllMocks());
  const linksOf = (userId: string) =>
    base.ctx.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', userId).execute();

  it('a created employee has their one unused link row, the one the mail holds', async () => {
    const employee = (await addEmployee(base, DEMO.consumer, {})).json() as Employee;
    const links = await linksOf(employee.resource_id);
    expect(links).toHaveLength(1);
    expect(links[0]!.used_at).toBeNull();
    const mail = (await outbox(base)).find((text) => text.includes(`To: ${employee.email}`))!;
    const token = /set-password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    expect(links[0]!.token_hash).toBe(hashToken(token));
  });

  it('a transaction that fails after the employee and their link were written keeps neither, and mails nothing', async () => {
    const email = 'failed.after.link@demo.example';
    const tokens = async () =>
      (await base.ctx.db.selectFrom('password_reset_tokens').select('id').execute()).length;
    const before = await tokens();
    const replaceToken = PasswordResetRepository.prototype.replaceToken;
    vi.spyOn(PasswordResetRepository.prototype, 'replaceToken').mockImplementationOnce(async function (
      this: PasswordResetRepository,
      ...args
    ) {
      await replaceToken.apply(this, args);
      throw new Error('failed after the link was written');
    });
    const response = await base.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email,
      employee: { name: 'Failed After Link', is_scheduler: false },
    });
    expect(response.statusCode).toBe(500);
    const users = await base.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toEqual([]);
    expect(await tokens()).toBe(before);
    expect((await outbox(base)).some((text) => text.includes(`To: ${email}`))).toBe(false);
  });
});

describe('employees/{id}/', () => {
  it('generates a password once: the user signs in with it and must change it; earlier tokens end', async () => {
    const employee = (await addEmployee(base, DEMO.consumer, {})).json() as Employee;
    const url = `/api/v2/employees/${employee.resource_id}/`;
    const generated = await base.send(DEMO.consumer, 'PATCH', url, { generatePassword: true });
    expect(generated.statusCode, generated.body).toBe(200);
    const { password } = generated.json();
    expect(password).toMatch(/^.{16}$/);
    const session = await signIn(base, employee.email, password);
    expect(session.statusCode).toBe(200);
    expect(session.json().password_change_urgency).toBe('required');
    const token = session.json().access_token;
    expect((await base.send(DEMO.consumer, 'PATCH', url, { generatePassword: true })).statusCode).toBe(200);
    const revoked = await base.app.inject({
      url: '/api/v2/buildings/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.statusCode).toBe(401);

    expect((await base.send(DEMO.basic, 'PATCH', url, { generatePassword: true })).statusCode).toBe(403);
    expect((await base.send(DEMO.stranger, 'PATCH', url, { generatePassword: true })).statusCode).toBe(404);
    const self = (await actorOf(base, DEMO.consumer)).userId;
    expect(
      (await base.send(DEMO.consumer, 'PATCH', `/api/v2/employees/${self}/`, { generatePassword: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await base.send(DEMO.consumer, 'PATCH', url, { generatePassword: true, email: 'a@demo.example' }))
        .statusCode,
    ).toBe(400);
  });

  it('deactivation locks the user out at once (never oneself); reactivation lets them in again', async () => {
    const reader = await actorOf(base, 'anna.schulz@demo.example');
    const headers = await base.authHeader('anna.schulz@demo.example');
    const url = `/api/v2/employees/${reader.userId}/`;
    const off = await base.send(DEMO.service, 'PATCH', url, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await base.app.inject({ url: '/api/v2/buildings/', headers })).statusCode).toBe(401);
    expect((await signIn(base, 'anna.schulz@demo.example', DEMO_PASSWORD)).statusCode).toBe(403);
    expect((await base.send(DEMO.service, 'PATCH', url, { is_active: true })).statusCode).toBe(200);
    expect((await signIn(base, 'anna.schulz@demo.example', DEMO_PASSWORD)).statusCode).toBe(200);
    const self = (await actorOf(base, DEMO.service)).userId;
    expect(
      (await base.send(DEMO.service, 'PATCH', `/api/v2/employees/${self}/`, { is_active: false })).statusCode,
    ).toBe(403);
  });

  it("shows a basic user's role beside the flags of a meter reader, and keeps it until the type changes", async () => {
    const listed = await base.get(DEMO.consumer, '/api/v2/employees/?email=markus.brandt%40demo.example');
    const { resource_id } = (listed.json().results as Array<{ resource_id: string }>)[0]!;
    const url = `/api/v2/employees/${resource_id}/`;
    expect((await base.get(DEMO.consumer, url)).json()).toMatchObject({
      role: 'basic',
      employee: { is_scheduler: false, is_external: false, user_type: 1 },
    });
    // The form sends the flags it shows: unchanged, the role stays.
    const renamed = await base.send(DEMO.consumer, 'PATCH', url, {
      employee: { name: 'Markus Brandt-Neu', is_scheduler: false, is_external: false, uses_sso: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ role: 'basic', employee: { name: 'Markus Brandt-Neu' } });
    const promoted = await base.send(DEMO.consumer, 'PATCH', url, { employee: { is_scheduler: true } });
    expect(promoted.json()).toMatchObject({ role: 'scheduler', employee: { user_type: 0 } });
  });

  it('changes the user type within the rules', async () => {
    const employee = (await addEmployee(base, DEMO.consumer, {})).json() as Employee;
    const url = `/api/v2/employees/${employee.resource_id}/`;
    const promoted = await base.send(DEMO.consumer, 'PATCH', url, { employee: { is_scheduler: true } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().employee).toMatchObject({ is_scheduler: true, user_type: 0 });
    expect(
      (await base.send(DEMO.consumer, 'PATCH', url, { employee: { is_external: true } })).statusCode,
    ).toBe(400);
  });

  it('shows the delete dialog’s counts, and deletes in one go: readings kept, buildings and requests released, tokens ended', async () => {
    const reader = await actorOf(base, 'jan.koch@demo.example');
    const headers = await base.authHeader('jan.koch@demo.example');
    const url = `/api/v2/employees/${reader.userId}/`;
    const shown = (await base.get(DEMO.service, url)).json() as Employee;
    const count = async (query: string) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(query)}`.execute(base.ctx.db))
        .rows[0]!.n;
    // Of what the caller sees (employees-scope.test.ts: others' buildings are not counted).
    const listed = async (path: string) =>
      (await base.get(DEMO.service, `/api/v2/${path}&page_size=1`)).json().count;
    const email = encodeURIComponent('jan.koch@demo.example');
    expect(shown.deletion_counts.buildings_as_delegate).toBe(
      await listed(`buildings/?preferred_delegate=${email}`),
    );
    expect(shown.deletion_counts.new_requests).toBe(
      await listed(`reading_requests/?delegate=${email}&status=new,postponed,postponed_notified`),
    );
    const readings = await count(`readings WHERE applying_person_id = '${reader.userId}'`);
    const allReadings = await count('readings');

    expect((await base.send(DEMO.basic, 'DELETE', url)).statusCode).toBe(403);
    expect((await base.send(DEMO.stranger, 'DELETE', url)).statusCode).toBe(404);
    const self = (await actorOf(base, DEMO.service)).userId;
    expect((await base.send(DEMO.service, 'DELETE', `/api/v2/employees/${self}/`)).statusCode).toBe(403);
    const deleted = await base.send(DEMO.service, 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await base.app.inject({ url: '/api/v2/buildings/', headers })).statusCode).toBe(401);
    expect((await base.get(DEMO.service, url)).statusCode).toBe(404);
    expect(await count('readings')).toBe(allReadings);
    expect(await count(`buildings WHERE preferred_delegate_id = '${reader.userId}'`)).toBe(0);
    expect(readings).toBeGreaterThanOrEqual(0);
    // The trail keeps who it was.
    const [gone] = (
      await sql<{ email: unknown }>`SELECT changes -> 'email' ->> 0 AS email FROM audit_log
        WHERE object_type = 'users' AND object_id = ${reader.userId} AND action = 'delete'`.execute(
        base.ctx.db,
      )
    ).rows;
    expect(gone?.email).toBe('jan.koch@demo.example');
  });

  it('resends the registration mail to those who manage the employee', async () => {
    const employee = (await addEmployee(base, DEMO.consumer, {})).json() as Employee;
    const resent = await base.get(DEMO.consumer, `/api/v2/resend_registration/${employee.resource_id}/`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().detail).toContain(employee.email);
    expect(resent.headers['x-message']).toBeDefined();
    expect(
      (await base.get(DEMO.basic, `/api/v2/resend_registration/${employee.resource_id}/`)).statusCode,
    ).toBe(403);
    expect(
      (await base.get(DEMO.stranger, `/api/v2/resend_registration/${employee.resource_id}/`)).statusCode,
    ).toBe(404);
  });

  it('OPTIONS offers PUT to those who manage the employee', async () => {
    const url = `/api/v2/employees/${(await actorOf(base, DEMO.basic)).userId}/`;
    const manager = await base.app.inject({
      method: 'OPTIONS',
      url,
      headers: await base.authHeader(DEMO.consumer),
    });
    expect(manager.json().actions?.PUT).toBeDefined();
    const basic = await base.app.inject({
      method: 'OPTIONS',
      url,
      headers: await base.authHeader(DEMO.basic),
    });
    expect(basic.json().actions?.PUT).toBeUndefined();
  });
});

describe('the employee write rules (judgeEmployeeWrite) answer for the API', () => {
  it('answers each rule’s verdict with its text: type, single sign-on, password and registration link', async () => {
    const actor = await actorOf(base, DEMO.consumer);
    const team = { id: actor.companyId, companyType: actor.companyType };
    const both = { is_scheduler: true, is_external: true, uses_sso: false };
    const verdict = judgeEmployeeWrite({
      actor,
      config: base.ctx.config.portal,
      team,
      stored: null,
      change: { employee: both },
    });
    expect(verdict.errors).toEqual({ employee: [EMPLOYEE_REFUSALS.typeNotAllowed] });
    const typed = await addEmployee(base, DEMO.consumer, both);
    expect([typed.statusCode, typed.json()]).toEqual([400, verdict.errors]);

    const sso = await addEmployee(base, DEMO.consumer, { is_scheduler: true, uses_sso: true });
    expect([sso.statusCode, sso.json()]).toEqual([400, { employee: [EMPLOYEE_REFUSALS.ssoNotEnabled] }]);

    const reader = (await addEmployee(base, DEMO.consumer, {})).json() as Employee;
    const alone = await base.send(DEMO.consumer, 'PATCH', `/api/v2/employees/${reader.resource_id}/`, {
      generatePassword: true,
      is_active: true,
    });
    expect([alone.statusCode, alone.json()]).toEqual([
      400,
      { generatePassword: [EMPLOYEE_REFUSALS.generatePasswordAlone] },
    ]);

    const ssoUser = (
      await addEmployee(extended, DEMO.supplier, { is_scheduler: true, uses_sso: true })
    ).json() as Employee;
    const signsInWithSso = [400, { non_field_errors: [EMPLOYEE_REFUSALS.signsInWithSso] }];
    const url = `/api/v2/employees/${ssoUser.resource_id}/`;
    const password = await extended.send(DEMO.supplier, 'PATCH', url, { generatePassword: true });
    expect([password.statusCode, password.json()]).toEqual(signsInWithSso);
    const resent = await extended.get(DEMO.supplier, `/api/v2/resend_registration/${ssoUser.resource_id}/`);
    expect([resent.statusCode, resent.json()]).toEqual(signsInWithSso);
  });
});
