import { z } from 'zod';
import { companyIdentityFields } from './companies';
import { CONTRACT_STATUSES } from './enums';

/** GET companies/: the selects of the forms (contractors of a type). */
export const companyListItemSchema = z.object({
  ...companyIdentityFields,
  vat: z.string().nullable().optional(),
  contract_status: z.enum(CONTRACT_STATUSES).optional(),
  expiration_date: z.iso.datetime().nullable().optional(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** GET employees/: schedulers become property managers, others delegates. */
export const employeeListItemSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  email: z.string(),
  is_active: z.boolean(),
  /** Whether the employee has a password (set by the registration link, or generated): no registration again. */
  has_password: z.boolean(),
  employee: z.object({
    name: z.string(),
    is_scheduler: z.boolean(),
    is_external: z.boolean(),
    uses_sso: z.boolean(),
  }),
  company: z.string(),
  company_name: z.string(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
