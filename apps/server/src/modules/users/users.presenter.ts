import {
  DEFAULT_METER_PRESETS,
  isSchedulerRole,
  type PortalConfiguration,
  type User,
  type UserListItem,
  userTypeOf,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserWithCompany } from '../../auth/accounts.repository';
import { objectUrl } from '../../http/origin';
import type { PersonRow } from './people.repository';

/** The fields that name a person, first in every object of the users and employees resources. */
export const personFields = (
  request: FastifyRequest,
  collection: 'users' | 'employees',
  person: { id: string; email: string },
) => ({ url: objectUrl(request, collection, person.id), resource_id: person.id, email: person.email });

/** The user resource: own data, company, web-portal settings and the session's configuration. */
export function presentUser(
  request: FastifyRequest,
  user: UserWithCompany,
  configuration: PortalConfiguration,
): User {
  const companyUrl = objectUrl(request, 'companies', user.company_id);
  return {
    ...personFields(request, 'users', user),
    is_active: user.is_active,
    last_login: user.last_login?.toISOString() ?? null,
    role: user.role,
    companies: [
      {
        url: companyUrl,
        resource_id: user.company_id,
        name: user.company_name,
        address: user.company_address,
        company_type: user.company_type,
        enabled_features: user.company_features,
      },
    ],
    employee: {
      name: user.name,
      is_scheduler: isSchedulerRole(user.role),
      is_external: user.is_external,
      uses_sso: user.uses_sso,
      user_type: userTypeOf({ is_scheduler: isSchedulerRole(user.role), is_external: user.is_external }),
      companies: [companyUrl],
    },
    created: user.created.toISOString(),
    modified: user.modified.toISOString(),
    owner: user.owner_id ? objectUrl(request, 'users', user.owner_id) : null,
    password_change_urgency: user.password_change_urgency,
    custom_data: { webportal_settings: user.webportal_settings },
    app_customization_tables: { features: configuration, meter_presets: DEFAULT_METER_PRESETS },
  };
}

/** A row of the users list as the API shows it. */
export function presentUserListItem(
  request: FastifyRequest,
  row: PersonRow & { last_login: Date | null },
): UserListItem {
  return {
    ...personFields(request, 'users', row),
    name: row.name,
    role: row.role,
    is_active: row.is_active,
    last_login: row.last_login?.toISOString() ?? null,
    company: objectUrl(request, 'companies', row.company_id),
    company_name: row.company_name,
  };
}
