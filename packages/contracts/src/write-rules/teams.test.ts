import { describe, expect, it } from 'vitest';
import { TEAM_FEATURES_FIELD } from '../companies';
import { BASE_CONFIGURATION, type PortalConfiguration } from '../configuration';
import type { Actor } from '../permissions/session';
import {
  judgeTeamWrite,
  type StoredTeam,
  TEAM_REFUSALS,
  type TeamWriteInput,
  teamReadOnlyOnEdit,
} from './teams';

const config: PortalConfiguration = {
  ...BASE_CONFIGURATION,
  TEAM_VAT: true,
  TEAM_FEATURES: true,
  EDIT_TEAM_ID: false,
};
const administration: Actor = {
  userId: 'u',
  role: 'admin',
  companyId: 'a',
  companyType: 'companies_administration',
};
const supplier: Actor = { userId: 'u', role: 'admin', companyId: 's', companyType: 'energy_supplier' };
const stored: StoredTeam = {
  company_type: 'commercial_consumer',
  custom_reference: 'T-1',
  [TEAM_FEATURES_FIELD]: ['a', 'b'],
  expiration_date: new Date('2027-01-01T00:00:00Z'),
};
const judge = (input: Partial<TeamWriteInput>) =>
  judgeTeamWrite({ actor: administration, config, stored: null, change: {}, ...input });

describe('judgeTeamWrite', () => {
  it('TEAM_VAT: a new team names a VAT number, an edit does not empty it', () => {
    expect(judge({ change: { name: 'T' } }).errors).toEqual({ vat: [TEAM_REFUSALS.vat] });
    expect(judge({ change: { vat: '  ' } }).errors).toEqual({ vat: [TEAM_REFUSALS.vat] });
    expect(judge({ change: { vat: 'DE1' } }).errors).toEqual({});
    expect(judge({ stored, change: { name: 'T' } }).errors).toEqual({});
    expect(judge({ stored, change: { vat: null } }).errors).toEqual({ vat: [TEAM_REFUSALS.vat] });
    expect(judge({ config: { ...config, TEAM_VAT: false }, change: {} }).errors).toEqual({});
  });

  it('the type, and without EDIT_TEAM_ID the team ID, are fixed after creation (a repeat is no change)', () => {
    expect(judge({ stored, change: { company_type: 'energy_supplier' } }).errors).toEqual({
      company_type: [TEAM_REFUSALS.company_type],
    });
    expect(
      judge({ stored, change: { company_type: 'commercial_consumer', custom_reference: 'T-1' } }).errors,
    ).toEqual({});
    expect(judge({ stored, change: { custom_reference: 'T-2' } }).errors).toEqual({
      custom_reference: [TEAM_REFUSALS.custom_reference],
    });
    expect(
      judge({ config: { ...config, EDIT_TEAM_ID: true }, stored, change: { custom_reference: 'T-2' } })
        .errors,
    ).toEqual({});
    expect(teamReadOnlyOnEdit({ ...config, EDIT_TEAM_ID: true })).toEqual(['company_type']);
  });

  it('features only with TEAM_FEATURES; features and the expiration date only by the administration', () => {
    const off = { ...config, TEAM_FEATURES: false };
    expect(judge({ config: off, change: { vat: 'x', [TEAM_FEATURES_FIELD]: [] } }).errors).toEqual({
      [TEAM_FEATURES_FIELD]: [TEAM_REFUSALS.featuresNotEnabled],
    });
    expect(judge({ config: off, stored, change: { [TEAM_FEATURES_FIELD]: ['b', 'a'] } }).errors).toEqual({});
    expect(judge({ actor: supplier, stored, change: { [TEAM_FEATURES_FIELD]: ['a'] } }).refused).toEqual([
      { field: TEAM_FEATURES_FIELD, message: TEAM_REFUSALS.features },
    ]);
    expect(
      judge({ actor: supplier, stored, change: { expiration_date: '2028-01-01T00:00:00Z' } }).refused,
    ).toEqual([{ field: 'expiration_date', message: TEAM_REFUSALS.features }]);
    const repeat = { expiration_date: '2027-01-01T00:00:00.000Z', [TEAM_FEATURES_FIELD]: ['b', 'a'] };
    expect(judge({ actor: supplier, stored, change: repeat })).toEqual({ refused: [], errors: {} });
    expect(judge({ stored, change: { expiration_date: null, [TEAM_FEATURES_FIELD]: [] } }).refused).toEqual(
      [],
    );
  });
});
