import { z } from 'zod';
import { newPasswordSchema, PASSWORD_CHANGE_URGENCIES, PASSWORD_MISMATCH } from './auth';
import { boundedJson, text } from './common';
import { portalConfigurationSchema } from './configuration';
import { COMPANY_TYPES, ROLES } from './enums';
import { LIMITS } from './limits';
import { meterPresetSchema } from './meter-presets';

const tableName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_.-]{0,49}$/, { error: 'Invalid table name.' });
const columnName = text(100);
const dateOrNull = z.iso.date().nullable();

/** Web-portal settings kept per user: columns and rows per page per table, dashboard dates. */
export const webportalSettingsSchema = z.strictObject({
  selected_columns: z.record(tableName, z.array(columnName).max(200)).optional(),
  rows_per_page: z.record(tableName, z.union(LIMITS.pageSizeOptions.map((n) => z.literal(n)))).optional(),
  dashboard_min_date: dateOrNull.optional(),
  dashboard_max_date: dateOrNull.optional(),
  can_create_new_meter_from_scratch: z.boolean().optional(),
});
export type WebportalSettings = z.infer<typeof webportalSettingsSchema>;

export const companySummarySchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  name: z.string(),
  address: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  /** Product features switched on for the company (meter_replacement …), for the team-features switch. */
  enabled_features: z.array(z.string()),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** A user's employee record, as the user and the employee answers show it. */
export const employeeProfileSchema = z.object({
  name: z.string(),
  is_scheduler: z.boolean(),
  is_external: z.boolean(),
  uses_sso: z.boolean(),
  user_type: z.number().int(),
  companies: z.array(z.string()),
});

export const userSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  email: z.string(),
  is_active: z.boolean(),
  last_login: z.iso.datetime().nullable(),
  role: z.enum(ROLES),
  companies: z.array(companySummarySchema),
  employee: employeeProfileSchema,
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
  owner: z.string().nullable(),
  password_change_urgency: z.enum(PASSWORD_CHANGE_URGENCIES).nullable(),
  custom_data: z.object({ webportal_settings: webportalSettingsSchema }),
  app_customization_tables: z.object({
    features: portalConfigurationSchema,
    meter_presets: z.array(meterPresetSchema),
  }),
});
export type User = z.infer<typeof userSchema>;

/** GET users/ (the companies administration): every user with their company and last sign-in. */
export const userListItemSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  last_login: z.iso.datetime().nullable(),
  company: z.string(),
  company_name: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/**
 * PATCH users/{uid}/: web-portal settings, or a password change (all three fields); `is_active` only by
 * the companies administration, never for its own account.
 */
export const userPatchSchema = z
  .strictObject({
    is_active: z.boolean().optional(),
    custom_data: z.strictObject({ webportal_settings: boundedJson(webportalSettingsSchema) }).optional(),
    old_password: text(LIMITS.passwordMax).min(1).optional(),
    password: newPasswordSchema.optional(),
    password_repeat: text(LIMITS.passwordMax).optional(),
  })
  .superRefine((body, ctx) => {
    const changing =
      body.old_password !== undefined || body.password !== undefined || body.password_repeat !== undefined;
    if (!changing) return;
    for (const field of ['old_password', 'password', 'password_repeat'] as const) {
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'This field is required.' });
    }
    if (
      body.password !== undefined &&
      body.password_repeat !== undefined &&
      body.password !== body.password_repeat
    ) {
      ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: PASSWORD_MISMATCH });
    }
  });
export type UserPatch = z.infer<typeof userPatchSchema>;
