import { TEAM_FEATURES_FIELD } from '../companies';
import type { PortalConfiguration } from '../configuration';
import type { CompanyType } from '../enums';
import { canEditTeamFeatures } from '../permissions/companies';
import type { Actor } from '../permissions/session';
import { addError, newVerdict, REQUIRED, type WriteVerdict } from './verdict';

export const TEAM_REFUSALS = {
  /** 403: features and the expiration date are the administration's. */
  features: 'Only the companies administration may change features and expiration dates.',
  /** 400 `company_type`. */
  company_type: 'The team type cannot be changed.',
  /** 400 `custom_reference`, without EDIT_TEAM_ID. */
  custom_reference: 'The team ID cannot be changed.',
  /** 400 `enabled_portal_features`, without TEAM_FEATURES. */
  featuresNotEnabled: 'Team features are not enabled.',
  /** 400 `vat`, with TEAM_VAT. */
  vat: REQUIRED,
} as const;

/** The stored team as the rules compare it, by the API's names; the expiration as a date or ISO text. */
export interface StoredTeam {
  company_type: CompanyType;
  custom_reference: string | null;
  [TEAM_FEATURES_FIELD]: readonly string[];
  expiration_date: Date | string | null;
}

export interface TeamWriteInput {
  actor: Actor;
  config: PortalConfiguration;
  /** The stored team, or null for a new one. */
  stored: StoredTeam | null;
  /** The fields the write sends, by the API's names (a value repeating the stored one is no change). */
  change: Record<string, unknown>;
}

/** TEAM_VAT: every team has a VAT number (the form shows the field only then). */
export const teamVatRequired = (config: PortalConfiguration) => config.TEAM_VAT;

/** The fields a stored team keeps: its type, and its ID without EDIT_TEAM_ID. */
export const teamReadOnlyOnEdit = (
  config: PortalConfiguration,
): Array<'company_type' | 'custom_reference'> =>
  config.EDIT_TEAM_ID ? ['company_type'] : ['company_type', 'custom_reference'];

/** Whether the caller may write the team's features (TEAM_FEATURES, the administration's). */
export const mayWriteTeamFeatures = (actor: Actor, config: PortalConfiguration) =>
  config.TEAM_FEATURES && canEditTeamFeatures(actor);

/** Whether the caller may write the team's expiration date (the administration's). */
export const mayWriteTeamExpiration = (actor: Actor) => canEditTeamFeatures(actor);

const empty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const time = (value: unknown) => (value ? new Date(value as string | Date).getTime() : null);
const sameFeatures = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * May this team write be stored? Spec §5 and §6 and the configuration: a VAT number with TEAM_VAT (a new
 * team names it, an edit does not empty it), the type and (without EDIT_TEAM_ID) the team ID fixed after
 * creation, features only with TEAM_FEATURES, features and expiration date only by the administration.
 * Who may create or edit the team is the caller's permission (`creatableTeamTypes`, `canEditTeam`); the
 * contractors are checked where they are looked up.
 */
export function judgeTeamWrite({ actor, config, stored, change }: TeamWriteInput): WriteVerdict {
  const verdict = newVerdict();
  const features = change[TEAM_FEATURES_FIELD] as readonly string[] | undefined;
  const featuresChange =
    features !== undefined && (!stored || !sameFeatures(features, stored[TEAM_FEATURES_FIELD]));
  const expirationChange =
    change.expiration_date !== undefined &&
    (!stored || time(change.expiration_date) !== time(stored.expiration_date));
  // Features that are not enabled at all are the value's problem, whoever sends them.
  if (featuresChange && !config.TEAM_FEATURES)
    addError(verdict, TEAM_FEATURES_FIELD, TEAM_REFUSALS.featuresNotEnabled);
  else if (featuresChange && !canEditTeamFeatures(actor))
    verdict.refused.push({ field: TEAM_FEATURES_FIELD, message: TEAM_REFUSALS.features });
  if (expirationChange && !mayWriteTeamExpiration(actor))
    verdict.refused.push({ field: 'expiration_date', message: TEAM_REFUSALS.features });

  if (stored) {
    const readOnly = teamReadOnlyOnEdit(config);
    for (const field of readOnly)
      if (change[field] !== undefined && (change[field] ?? null) !== (stored[field] ?? null))
        addError(verdict, field, TEAM_REFUSALS[field]);
  }
  if (teamVatRequired(config) && (stored ? change.vat !== undefined && empty(change.vat) : empty(change.vat)))
    addError(verdict, 'vat', TEAM_REFUSALS.vat);
  return verdict;
}
