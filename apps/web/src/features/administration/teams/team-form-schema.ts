import {
  COMPANY_TYPES,
  CONTRACT_STATUSES,
  type Company,
  type CompanyPatch,
  type CompanyType,
  type CompanyWrite,
  type ContractStatus,
  companyWriteSchema,
  newTeamExpiration,
  PRODUCT_FEATURES,
  type ProductFeature,
  TEAM_FEATURES_FIELD,
  TEAM_REFUSALS,
  type WriteVerdict,
} from '@portal/contracts';
import { z } from 'zod';
import { fieldErrorsOf } from '../../../lib/api-error';
import { contractRule } from '../../../lib/form-rules';

export interface TeamFormValues {
  name: string;
  address: string;
  company_type: CompanyType | '';
  contract_status: ContractStatus;
  custom_reference: string;
  vat: string;
  /** The first of the enabled features: the form shows only one (spec §2). */
  feature: ProductFeature | '';
  /** YYYY-MM-DD, or '' for none. */
  expiration_date: string;
}

export type TeamTextField = 'name' | 'address' | 'custom_reference' | 'vat';
/** The longest text each field takes (companyWriteSchema's limits). */
export const TEAM_TEXT_MAX: Record<TeamTextField, number> = {
  name: 100,
  address: 255,
  custom_reference: 100,
  vat: 50,
};

const REQUIRED = 'administration.teams.required';
const MAX = { too_big: 'administration.teams.max' };
const notBlank = (value: string) => value.trim() !== '';
const text = (field: TeamTextField) => contractRule(companyWriteSchema.shape[field], MAX);
const requiredText = (field: TeamTextField) =>
  z.string().refine(notBlank, { error: REQUIRED }).pipe(text(field));

/** The form's text of a write rule's message (`judgeTeamWrite`); any other passes as the server's text. */
const RULE_TEXT: Record<string, string> = { [TEAM_REFUSALS.vat]: REQUIRED };
const teamRuleText = (message: string) => RULE_TEXT[message] ?? message;

/** The team write rules asked on (a part of) the form's body: `judgeTeamWrite` with the caller and the team. */
export type TeamJudge = (change: Record<string, unknown>) => WriteVerdict;

/**
 * The form's rules (spec §5) from companyWriteSchema: the name required and at most 100 characters, the
 * other texts within their limits, the type and contract status required; the VAT number as the team write
 * rules judge it (required with TEAM_VAT). Messages are translation keys.
 */
export function teamFormSchema(judge: TeamJudge) {
  const vatRule = (vat: string, context: z.RefinementCtx) => {
    for (const message of judge({ vat }).errors.vat ?? [])
      context.addIssue({ code: 'custom', message: teamRuleText(message), abort: true });
  };
  return z.object({
    name: requiredText('name'),
    address: text('address'),
    company_type: z
      .enum(COMPANY_TYPES)
      .or(z.literal(''))
      .refine((type) => type !== '', { error: REQUIRED }),
    contract_status: z.enum(CONTRACT_STATUSES, { error: REQUIRED }),
    custom_reference: text('custom_reference'),
    vat: z.string().superRefine(vatRule).pipe(text('vat')),
    feature: z.enum(PRODUCT_FEATURES).or(z.literal('')),
    expiration_date: z.string(),
  }) satisfies z.ZodType<TeamFormValues>;
}

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/**
 * A team as form values; a new one gets the only type the user may create (if just one), no contract and
 * an expiration date the configured period ahead (none when it is 0).
 */
export function teamFormValues(
  company: Company | undefined,
  types: CompanyType[],
  expirationDays: number,
): TeamFormValues {
  return {
    name: company?.name ?? '',
    address: company?.address ?? '',
    company_type: company?.company_type ?? (types.length === 1 ? (types[0] as CompanyType) : ''),
    contract_status: company?.contract_status ?? 'no_contract',
    custom_reference: company?.custom_reference ?? '',
    vat: company?.vat ?? '',
    feature: company?.[TEAM_FEATURES_FIELD][0] ?? '',
    expiration_date: company
      ? dateOnly(company.expiration_date)
      : dateOnly(newTeamExpiration(expirationDays)?.toISOString()),
  };
}

/** Which of the optional fields the form shows (and so sends). */
export interface TeamFormShown {
  vat: boolean;
  features: boolean;
  expiration: boolean;
  /** The team ID: always for a new team, on edit with EDIT_TEAM_ID. */
  customReference: boolean;
}

/** The POST (plus the type) or PATCH body: the fields the form shows. */
export function teamBody(
  values: TeamFormValues,
  shown: TeamFormShown,
): CompanyPatch & Pick<CompanyWrite, 'name' | 'address' | 'contract_status'> {
  return {
    name: values.name,
    address: values.address,
    contract_status: values.contract_status,
    ...(shown.customReference ? { custom_reference: values.custom_reference || null } : {}),
    ...(shown.vat ? { vat: values.vat || null } : {}),
    ...(shown.features ? { [TEAM_FEATURES_FIELD]: values.feature ? [values.feature] : [] } : {}),
    ...(shown.expiration
      ? { expiration_date: values.expiration_date ? `${values.expiration_date}T00:00:00Z` : null }
      : {}),
  };
}

/** The form field of a field the server names. */
const FORM_FIELD: Record<string, keyof TeamFormValues> = {
  name: 'name',
  address: 'address',
  company_type: 'company_type',
  contract_status: 'contract_status',
  custom_reference: 'custom_reference',
  vat: 'vat',
  [TEAM_FEATURES_FIELD]: 'feature',
  expiration_date: 'expiration_date',
};

/**
 * A 400 answer split into the errors of fields the form shows (`shown`) and the other messages, these
 * with the server's field name ("field: message").
 */
export function teamFieldErrors(error: unknown, shown: ReadonlySet<keyof TeamFormValues>) {
  const fields: Partial<Record<keyof TeamFormValues, string>> = {};
  const other: string[] = [];
  for (const [key, [message]] of Object.entries(fieldErrorsOf(error))) {
    if (!message) continue;
    const field = FORM_FIELD[key];
    if (field && shown.has(field)) fields[field] ??= message;
    else other.push(key === 'non_field_errors' ? message : `${key}: ${message}`);
  }
  return { fields, other };
}
