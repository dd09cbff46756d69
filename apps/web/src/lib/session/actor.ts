import type { Actor, User } from '@portal/contracts';

/** The permission facts of a user; null for a user without a company (should not happen). */
export function toActor(user: User | undefined): Actor | null {
  const company = user?.companies[0];
  if (!user || !company) return null;
  return {
    userId: user.resource_id,
    role: user.role,
    companyId: company.resource_id,
    companyType: company.company_type,
  };
}
