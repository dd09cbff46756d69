import { randomInt } from 'node:crypto';
import {
  type Actor,
  type EmployeeChange,
  type EmployeePatch,
  type EmployeeWrite,
  isSchedulerRole,
  judgeEmployeeWrite,
  message,
  referenceId,
  userTypeOf,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import { normalizeEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import type { AppContext, RequestAuth } from '../../context';
import type { UsersTable } from '../../db/schema';
import { conflict, onUniqueViolation } from '../../http/errors';
import { enforceVerdict } from '../../http/verdict';
import type { DataAccess } from '../data-access';
import { newLinkToken, setPasswordLink } from '../password-reset/reset-token';
import { deleteAccount } from '../users/account-deletion';
import { authorizeEmployee, employeeSubject, mayEmployee } from './employees.policy';
import type { EmployeeRow } from './employees.presenter';
import { registrationMail } from './registration-mail';

const DUPLICATE = 'A user with this e-mail address already exists.';
/** A registration link lasts a week: a new colleague may not read their mail on the first day. */
const REGISTRATION_LINK_SECONDS = 7 * 24 * 3600;
/** Generated passwords: 16 characters without look-alikes (0/O, 1/l/I), about 93 bits. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.!?';

/** A registration link as written: its token (only the mail holds it) and when it ends. */
interface RegistrationLink {
  token: string;
  expiresAt: Date;
}

/** Where a registration mail's link points, and its language (from the request). */
export interface MailContext {
  origin: string;
  language: 'en' | 'de';
}

/** Employees (spec §2, §5, §6): who manages whom, user types, the one-time password, deletion. */
export class EmployeesService {
  constructor(private readonly ctx: AppContext) {}

  private get config() {
    return this.ctx.config.portal;
  }

  get(actor: Actor, id: string): Promise<EmployeeRow> {
    return this.ctx.data.employees.findByIdOrThrow(actor, id);
  }

  async create(auth: RequestAuth, body: EmployeeWrite, mail: MailContext): Promise<EmployeeRow> {
    const { actor } = auth;
    authorizeEmployee(auth, this.config, 'add');
    const companyId = body.company ? referenceId(body.company) : actor.companyId;
    // A team whose employees the caller sees (the employees' scope), else the new one could not be opened.
    const [team, pickable] = await Promise.all([
      this.ctx.data.companies.findById(actor, companyId),
      this.ctx.data.directory.findPickableCompany(actor, companyId),
    ]);
    const { employee } = body;
    enforceVerdict(
      judgeEmployeeWrite({
        actor,
        config: this.config,
        team:
          team && pickable
            ? { id: companyId, companyType: team.company_type, createdByCompanyId: team.created_by_company }
            : null,
        stored: null,
        change: body,
      }),
    );
    const email = normalizeEmail(body.email);
    // The employee and their registration link in one transaction; the mail goes once both are committed.
    const { created, link } = await this.translateConflicts(actor, email, () =>
      this.ctx.data.transaction(actor, async (data) => {
        const id = await data.employees.insert(actor, {
          email,
          name: employee.name,
          role: employee.is_scheduler ? 'scheduler' : 'meter_reader',
          is_external: employee.is_external,
          uses_sso: employee.uses_sso,
          company_id: companyId,
          password_change_urgency: null,
          webportal_settings: {},
        });
        const created = await data.employees.findByIdOrThrow(actor, id);
        return { created, link: created.uses_sso ? null : await this.registrationLink(data, created) };
      }),
    );
    if (link) this.mailRegistration(created, link, mail);
    return created;
  }

  async patch(auth: RequestAuth, id: string, body: EmployeePatch): Promise<EmployeeRow> {
    const { actor } = auth;
    const current = await this.authorizedEmployee(auth, id);
    if (body.is_active === false) authorizeEmployee(auth, this.config, 'lockOut', { id });
    const values: Updateable<UsersTable> = {};
    if (body.email !== undefined) values.email = normalizeEmail(body.email);
    if (body.is_active !== undefined) values.is_active = body.is_active;
    const changes = body.employee ?? {};
    if (changes.name !== undefined) values.name = changes.name;
    if (changes.uses_sso !== undefined) values.uses_sso = changes.uses_sso;
    const currentFlags = { is_scheduler: isSchedulerRole(current.role), is_external: current.is_external };
    this.judgeStored(actor, current, body);
    const flags = {
      is_scheduler: changes.is_scheduler ?? currentFlags.is_scheduler,
      is_external: changes.is_external ?? currentFlags.is_external,
    };
    const retyped = userTypeOf(flags) !== userTypeOf(currentFlags);
    if (retyped) {
      values.role = flags.is_scheduler ? (current.role === 'admin' ? 'admin' : 'scheduler') : 'meter_reader';
      values.is_external = flags.is_external;
    }
    await this.translateConflicts(actor, values.email ?? current.email, () =>
      this.ctx.data.transaction(actor, async (data) => {
        await data.employees.update(actor, id, values);
        // Deactivation (and a new e-mail, which is the sign-in name) ends every session and token at once.
        if (body.is_active === false || values.email !== undefined)
          await data.employees.revokeTokens(actor, id);
      }),
    );
    return this.get(actor, id);
  }

  /** PATCH {generatePassword: true}: a strong password, shown once; the user must change it at the next sign-in. */
  async generatePassword(auth: RequestAuth, id: string, body: EmployeePatch): Promise<string> {
    const { actor } = auth;
    const employee = await this.authorizedEmployee(auth, id);
    authorizeEmployee(auth, this.config, 'lockOut', { id });
    this.judgeStored(actor, employee, body);
    const password = Array.from(
      { length: 16 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    const hash = await hashPassword(password);
    await this.ctx.data.transaction(actor, (data) => data.employees.setGeneratedPassword(actor, id, hash));
    return password;
  }

  async remove(auth: RequestAuth, id: string): Promise<void> {
    const { actor } = auth;
    authorizeEmployee(auth, this.config, 'lockOut', { id });
    const employee = await this.authorizedEmployee(auth, id);
    await deleteAccount(this.ctx.data, actor, { id, companyId: employee.company_id });
  }

  /** GET resend_registration/{id}/: a new one-time link (older ones stop working); the answer's message. */
  async resendRegistration(auth: RequestAuth, id: string, mail: MailContext): Promise<string> {
    const employee = await this.authorizedEmployee(auth, id);
    this.judgeStored(auth.actor, employee, { resendRegistration: true });
    await this.sendRegistration(auth.actor, employee, mail);
    return message('employees.registrationSent', { email: employee.email });
  }

  /** Whether the caller manages the employee (OPTIONS answers PUT). */
  mayManage(auth: Pick<RequestAuth, 'actor'>, employee: EmployeeRow): boolean {
    return mayEmployee(auth, this.config, 'manage', employeeSubject(employee));
  }

  /** The employee (404 outside the caller's scope), when the caller manages them (else 403). */
  private async authorizedEmployee(auth: RequestAuth, id: string): Promise<EmployeeRow> {
    const employee = await this.get(auth.actor, id);
    authorizeEmployee(auth, this.config, 'manage', employeeSubject(employee));
    return employee;
  }

  /** Refuses (400, 403) a write to a stored employee that the write rules (`judgeEmployeeWrite`) do not allow. */
  private judgeStored(actor: Actor, employee: EmployeeRow, change: EmployeeChange) {
    enforceVerdict(
      judgeEmployeeWrite({
        actor,
        config: this.config,
        team: { id: employee.company_id, companyType: employee.company_type },
        stored: {
          is_scheduler: isSchedulerRole(employee.role),
          is_external: employee.is_external,
          uses_sso: employee.uses_sso,
        },
        change,
      }),
    );
  }

  private async sendRegistration(actor: Actor, employee: EmployeeRow, mail: MailContext): Promise<void> {
    const link = await this.ctx.data.transaction(actor, (data) => this.registrationLink(data, employee));
    this.mailRegistration(employee, link, mail);
  }

  /** A new one-time registration link of the employee (older ones stop working), on the caller's transaction. */
  private async registrationLink(data: DataAccess, employee: EmployeeRow): Promise<RegistrationLink> {
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(Date.now() + REGISTRATION_LINK_SECONDS * 1000);
    await data.passwordResets.replaceToken(employee.id, hash, expiresAt);
    return { token, expiresAt };
  }

  private mailRegistration(employee: EmployeeRow, { token, expiresAt }: RegistrationLink, mail: MailContext) {
    this.ctx.mailer.send(
      registrationMail({
        to: employee.email,
        name: employee.name,
        company: employee.company_name,
        link: setPasswordLink(mail.origin, token),
        expiresAt,
        language: mail.language,
      }),
    );
  }

  private translateConflicts<T>(actor: Actor, email: string, work: () => Promise<T>) {
    return onUniqueViolation(work, async (constraint) => {
      if (constraint !== 'users_email_key') return undefined;
      const existing = await this.ctx.data.employees.findByEmail(actor, email);
      return conflict(DUPLICATE, existing ? { collection: 'employees', id: existing.id } : undefined);
    });
  }
}
