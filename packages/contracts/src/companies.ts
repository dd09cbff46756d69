import { z } from 'zod';
import { dateTimeSchema, text } from './common';
import { COMPANY_TYPES, CONTRACT_STATUSES, PRODUCT_FEATURES } from './enums';
import { referenceSchema } from './references';

/** The spec's `enabled_{product}_features`, for this product. Only its first entry is shown in the team form. */
export const TEAM_FEATURES_FIELD = 'enabled_portal_features';

/** A team's contractor as GET companies/{id}/ shows it. */
export const companyContractorSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  custom_reference: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  vat: z.string().nullable(),
  expiration_date: z.iso.datetime().nullable(),
  company_type: z.enum(COMPANY_TYPES),
});
export type CompanyContractor = z.infer<typeof companyContractorSchema>;

/**
 * The city of a team's one-line address ("Hafenweg 22, 48155 Münster" → "Münster"): its last part after
 * a comma, without the postal code; what a company choosing a contractor learns of where a team is.
 */
export function cityOf(address: string): string {
  const last = address.split(',').at(-1) ?? '';
  return last.replace(/^\s*[A-Z]{0,3}-?\d[\d\s-]*\s+(?=\S)/u, '').trim();
}

/** What every answer that shows a company tells of it: the team's detail and the forms' selects. */
export const companyIdentityFields = {
  url: z.string(),
  resource_id: z.uuid(),
  name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  custom_reference: z.string().nullable(),
  address: z.string(),
  /** `cityOf(address)`: all a contractor candidate shows of the address. */
  city: z.string(),
};

/** GET companies/{id}/: a team with its company data and contractors. */
export const companySchema = z.object({
  ...companyIdentityFields,
  vat: z.string().nullable(),
  contract_status: z.enum(CONTRACT_STATUSES),
  expiration_date: z.iso.datetime().nullable(),
  [TEAM_FEATURES_FIELD]: z.array(z.enum(PRODUCT_FEATURES)),
  /** The contractors that accepted the team's link: the only ones it sees and picks. */
  contractors: z.array(companyContractorSchema),
  /** The id of the company whose user created the team (null: seeded, or that user is gone). */
  created_by_company: z.uuid().nullable(),
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;

const name = text(100)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, { error: 'This field may not be blank.' });
const teamFields = {
  name,
  company_type: z.enum(COMPANY_TYPES),
  address: text(255).transform((value) => value.trim()),
  vat: text(50)
    .transform((value) => value.trim() || null)
    .nullable(),
  custom_reference: text(100)
    .transform((value) => value.trim() || null)
    .nullable(),
  contract_status: z.enum(CONTRACT_STATUSES),
  expiration_date: dateTimeSchema.nullable(),
  [TEAM_FEATURES_FIELD]: z.array(z.enum(PRODUCT_FEATURES)).max(PRODUCT_FEATURES.length),
  /** Company urls or ids: the team's contractors (the whole list). */
  contractors: z.array(referenceSchema('companies')).max(1000),
};

/** POST companies/: a new team (name and type required; the rest defaults). */
export const companyWriteSchema = z.strictObject({
  ...teamFields,
  address: teamFields.address.default(''),
  vat: teamFields.vat.optional(),
  custom_reference: teamFields.custom_reference.optional(),
  contract_status: teamFields.contract_status.default('no_contract'),
  expiration_date: teamFields.expiration_date.optional(),
  [TEAM_FEATURES_FIELD]: teamFields[TEAM_FEATURES_FIELD].optional(),
  contractors: teamFields.contractors.optional(),
});
export type CompanyWrite = z.infer<typeof companyWriteSchema>;

/** PATCH companies/{id}/: any of the team's fields; the type is fixed after creation. */
const { company_type: _fixedAfterCreation, ...editableFields } = teamFields;
export const companyPatchSchema = z.strictObject(editableFields).partial();
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

/** The companies list's extra filter: other teams with this VAT number (the duplicate-VAT warning). */
export const EXISTING_VAT_FILTER = 'get_existing_companies_with_vat';
/** The companies list's filter for the contractors form: every team that may be a contractor. */
export const CONTRACTOR_CANDIDATES_FILTER = 'contractor_candidates';

/**
 * A contractor link is asked by one company and grants nothing until the contractor accepts it
 * (`pending` → `accepted`); a declined link (refused, or ended by the contractor) grants nothing either.
 */
export const CONTRACTOR_LINK_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ContractorLinkStatus = (typeof CONTRACTOR_LINK_STATUSES)[number];
/** From a team's side: `outgoing`, it asked the other team to be its contractor; `incoming`, it was asked. */
export const CONTRACTOR_LINK_DIRECTIONS = ['outgoing', 'incoming'] as const;
export type ContractorLinkDirection = (typeof CONTRACTOR_LINK_DIRECTIONS)[number];
/** The decisions on an incoming link: `POST companies/{id}/contractor_links/{other}/<decision>/`. */
export const CONTRACTOR_LINK_DECISIONS = { accept: 'accepted', decline: 'declined' } as const;
export type ContractorLinkDecision = keyof typeof CONTRACTOR_LINK_DECISIONS;

/** A team as a company choosing a contractor sees it: enough to choose, nothing of its contract. */
export const companyCandidateSchema = companySchema.pick({
  url: true,
  resource_id: true,
  name: true,
  company_type: true,
  city: true,
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;
/** The fields of a team that `contractor_candidates=true` and a link's other team show. */
export const CANDIDATE_FIELDS = Object.keys(companyCandidateSchema.shape) as (keyof CompanyCandidate)[];

/** GET companies/{id}/contractor_links/: one link of the team, either way, with the other team. */
export const contractorLinkSchema = z.object({
  direction: z.enum(CONTRACTOR_LINK_DIRECTIONS),
  status: z.enum(CONTRACTOR_LINK_STATUSES),
  team: companyCandidateSchema,
  /** Whether the caller may accept or decline it (an incoming link, for the team's schedulers). */
  may_decide: z.boolean(),
  created: z.iso.datetime(),
});
export type ContractorLink = z.infer<typeof contractorLinkSchema>;
