import { DEFAULT_METER_PRESETS, type PortalConfiguration, USER_TYPES, type User } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserWithCompany } from '../../auth/accounts.repository';
import { objectUrl } from '../../http/origin';

function userType(user: UserWithCompany) {
  if (user.is_external) return USER_TYPES.externalMeterReader;
  return user.role === 'meter_reader' ? USER_TYPES.meterReader : USER_TYPES.scheduler;
}

/** The user resource: own data, company, web-portal settings and the session's configuration. */
export function presentUser(
  request: FastifyRequest,
  user: UserWithCompany,
  configuration: PortalConfiguration,
): User {
  const companyUrl = objectUrl(request, 'companies', user.company_id);
  return {
    url: objectUrl(request, 'users', user.id),
    resource_id: user.id,
    email: user.email,
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
      is_scheduler: user.role === 'admin' || user.role === 'scheduler',
      is_external: user.is_external,
      uses_sso: user.uses_sso,
      user_type: userType(user),
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
