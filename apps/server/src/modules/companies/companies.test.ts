import {
  type Company,
  EXTENDED_CONFIGURATION,
  judgeTeamWrite,
  PRODUCT_FEATURES,
  TEAM_FEATURES_FIELD,
  TEAM_REFUSALS,
} from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { actorOf, companyIds } from '../../testing/demo-rows';

/**
 * Teams (spec §2, §5, §6): the list a user may see, the creation hierarchy, who edits what, contractors,
 * duplicates, the expiration date and the sign-in of an expired team.
 */
const base = useTestApp();
const extended = useTestApp(portalConfigEnv(EXTENDED_CONFIGURATION));
const flipped = useTestApp(
  portalConfigEnv({
    TEAM_EXPIRATION_DAYS: 0,
    ADD_OWN_CONTRACTORS_ON_CREATION: false,
    EDIT_TEAM_ID: false,
    TEAM_VAT: true,
  }),
);

let counter = 0;
const newTeam = (t: TestApp, email: string, body: Record<string, unknown>) =>
  t.send(email, 'POST', '/api/v2/companies/', { name: `Team ${++counter}`, address: 'Teamweg 1', ...body });
const names = async (t: TestApp, email: string, query = '') => {
  const response = await t.get(email, `/api/v2/companies/?page_size=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { name: string }[]).map((team) => team.name);
};

describe('GET companies/ and companies/{id}/', () => {
  it('lists the own team and its contractors (the administration: all), searched and filtered', async () => {
    const ids = await companyIds(base);
    expect(await names(base, DEMO.consumer)).toEqual(expect.arrayContaining(['Hausverwaltung Demo']));
    expect(await names(base, DEMO.consumer)).not.toContain('Fremdwerk Demo');
    expect((await names(base, DEMO.admin)).length).toBe(Object.keys(ids).length);
    expect(await names(base, DEMO.admin, '&search=fremd')).toEqual(['Fremdwerk Demo']);
    expect(await names(base, DEMO.admin, '&company_type=companies_administration')).toEqual([
      'Demo Administration',
    ]);
    expect((await base.get(DEMO.admin, '/api/v2/companies/?company_type=bank')).statusCode).toBe(400);
    expect((await base.app.inject({ url: '/api/v2/companies/' })).statusCode).toBe(401);
  });

  it('shows a team with its contractors; another company’s team is 404', async () => {
    const ids = await companyIds(base);
    const consumer = ids['Hausverwaltung Demo']!;
    const response = await base.get(DEMO.consumer, `/api/v2/companies/${consumer}/`);
    expect(response.statusCode, response.body).toBe(200);
    const team = response.json() as Company;
    expect(team).toMatchObject({ name: 'Hausverwaltung Demo', company_type: 'commercial_consumer' });
    for (const contractor of team.contractors)
      expect(Object.keys(contractor).sort()).toEqual(
        [
          'address',
          'company_type',
          'custom_reference',
          'expiration_date',
          'name',
          'resource_id',
          'url',
          'vat',
        ].sort(),
      );
    expect((await base.get(DEMO.consumer, `/api/v2/companies/${ids['Fremdwerk Demo']}/`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST companies/: the creation hierarchy', () => {
  // [who, type, described build, extended (hierarchical creation, the administration creates teams)]
  const TABLE: [string, string, number, number][] = [
    [DEMO.admin, 'energy_supplier', 403, 201],
    [DEMO.admin, 'commercial_consumer', 403, 201],
    [DEMO.admin, 'meter_reading_service', 403, 201],
    [DEMO.admin, 'companies_administration', 403, 403],
    [DEMO.supplier, 'commercial_consumer', 201, 201],
    [DEMO.supplier, 'meter_reading_service', 201, 403],
    [DEMO.supplier, 'energy_supplier', 403, 403],
    [DEMO.consumer, 'meter_reading_service', 201, 201],
    [DEMO.consumer, 'commercial_consumer', 403, 403],
    [DEMO.consumer, 'energy_supplier', 403, 403],
    [DEMO.service, 'meter_reading_service', 403, 403],
    [DEMO.basic, 'meter_reading_service', 403, 403],
    [DEMO.reader, 'meter_reading_service', 403, 403],
  ];
  it.each(TABLE)('%s creating %s: %i (extended %i)', async (email, type, expected, expectedExtended) => {
    const inBase = await newTeam(base, email, { company_type: type, vat: 'DE1' });
    expect(inBase.statusCode, inBase.body).toBe(expected);
    const inExtended = await newTeam(extended, email, { company_type: type, vat: 'DE1' });
    expect(inExtended.statusCode, inExtended.body).toBe(expectedExtended);
  });

  it('gives a new team an expiration date (today + TEAM_EXPIRATION_DAYS, midnight) and its creator as contractor', async () => {
    const created = await newTeam(base, DEMO.supplier, { company_type: 'commercial_consumer' });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json() as Company;
    const now = new Date();
    const expected = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 14));
    expect(team.expiration_date).toBe(expected.toISOString());
    expect(await names(base, DEMO.supplier, '&contractors=true')).toContain(team.name);

    const flippedTeam = await newTeam(flipped, DEMO.supplier, {
      company_type: 'commercial_consumer',
      vat: 'DE 1',
    });
    expect(flippedTeam.statusCode, flippedTeam.body).toBe(201);
    expect(flippedTeam.json().expiration_date).toBeNull();
    // Not a contractor without ADD_OWN_CONTRACTORS_ON_CREATION, but still the creator's to see.
    expect(await names(flipped, DEMO.supplier, '&contractors=true')).not.toContain(flippedTeam.json().name);
    expect(await names(flipped, DEMO.supplier)).toContain(flippedTeam.json().name);
  });

  it('answers 409 with the url for a name and address that exist, and 400 for bad fields', async () => {
    const first = await newTeam(base, DEMO.supplier, {
      company_type: 'commercial_consumer',
      name: 'Doppelt GmbH',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await newTeam(base, DEMO.supplier, {
      company_type: 'commercial_consumer',
      name: 'Doppelt GmbH',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().url).toBe(first.json().url);
    expect((await base.get(DEMO.supplier, '/api/v2/companies/?name=Doppelt%20GmbH')).json().count).toBe(1);
    for (const body of [
      { company_type: 'commercial_consumer', name: '  ' },
      { company_type: 'commercial_consumer', name: 'x'.repeat(101) },
      { company_type: 'commercial_consumer', name: 'Nul\u0000' },
      { company_type: 'commercial_consumer', unknown: 1 },
      { company_type: 'bank' },
      { company_type: 'commercial_consumer', contractors: ['not-a-team'] },
    ])
      expect((await newTeam(base, DEMO.supplier, body)).statusCode).toBe(400);
    // The administration cannot be a contractor.
    const admin = (await companyIds(base))['Demo Administration']!;
    const withAdmin = await newTeam(base, DEMO.supplier, {
      company_type: 'commercial_consumer',
      contractors: [admin],
    });
    expect(withAdmin.statusCode).toBe(400);
  });

  it('TEAM_VAT: a VAT number is required, and the duplicate-VAT check lists every team with it', async () => {
    const missing = await newTeam(flipped, DEMO.supplier, { company_type: 'commercial_consumer' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().vat).toBeDefined();
    expect((await newTeam(base, DEMO.supplier, { company_type: 'commercial_consumer' })).statusCode).toBe(
      201,
    );

    const stranger = await newTeam(flipped, DEMO.consumer, {
      company_type: 'meter_reading_service',
      vat: 'DE999',
    });
    expect(stranger.statusCode, stranger.body).toBe(201);
    const check = await flipped.get(
      DEMO.supplier,
      '/api/v2/companies/?get_existing_companies_with_vat=DE999',
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().results.map((team: { name: string }) => team.name)).toEqual([stranger.json().name]);
    expect(
      (await base.get(DEMO.supplier, '/api/v2/companies/?get_existing_companies_with_vat=DE999')).statusCode,
    ).toBe(403);
    expect(
      (await flipped.get(DEMO.basic, '/api/v2/companies/?get_existing_companies_with_vat=DE999')).statusCode,
    ).toBe(403);
  });
});

describe('PATCH companies/{id}/ and OPTIONS', () => {
  it('lets a team creator edit its teams, with the team ID only where EDIT_TEAM_ID allows', async () => {
    const created = (
      await newTeam(base, DEMO.supplier, { company_type: 'commercial_consumer' })
    ).json() as Company;
    const url = `/api/v2/companies/${created.resource_id}/`;
    const renamed = await base.send(DEMO.supplier, 'PATCH', url, {
      name: 'Umbenannt AG',
      custom_reference: 'T-1',
      contract_status: 'basis',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Umbenannt AG',
      custom_reference: 'T-1',
      contract_status: 'basis',
    });
    expect((await base.send(DEMO.basic, 'PATCH', url, { name: 'Nein' })).statusCode).toBe(404);
    expect((await base.send(DEMO.stranger, 'PATCH', url, { name: 'Nein' })).statusCode).toBe(404);
    // The type is fixed after creation (OPTIONS answers it read_only under PUT): a PATCH keeps it.
    const retyped = await base.send(DEMO.supplier, 'PATCH', url, { company_type: 'energy_supplier' });
    expect(retyped.statusCode).toBe(200);
    expect(retyped.json().company_type).toBe('commercial_consumer');

    const other = (
      await newTeam(flipped, DEMO.supplier, { company_type: 'commercial_consumer', vat: 'DE2' })
    ).json();
    const fixedId = await flipped.send(DEMO.supplier, 'PATCH', `/api/v2/companies/${other.resource_id}/`, {
      custom_reference: 'T-2',
    });
    expect(fixedId.statusCode).toBe(400);
    expect(fixedId.json().custom_reference).toBeDefined();
  });

  it('keeps a contractor the company did not create to itself', async () => {
    const service = (await companyIds(base))['Ablesedienst Demo']!;
    const url = `/api/v2/companies/${service}/`;
    expect((await base.get(DEMO.consumer, url)).statusCode).toBe(200);
    expect((await base.send(DEMO.consumer, 'PATCH', url, { name: 'Übernommen' })).statusCode).toBe(403);
    const options = await base.app.inject({
      method: 'OPTIONS',
      url,
      headers: await base.authHeader(DEMO.consumer),
    });
    expect(options.json().actions?.PUT).toBeUndefined();
  });

  it('keeps features and the expiration date for the companies administration', async () => {
    const creation = await newTeam(extended, DEMO.admin, { company_type: 'energy_supplier', vat: 'DE4' });
    expect(creation.statusCode, creation.body).toBe(201);
    const created = creation.json() as Company;
    const url = `/api/v2/companies/${created.resource_id}/`;
    const byAdmin = await extended.send(DEMO.admin, 'PATCH', url, {
      enabled_portal_features: ['meter_replacement'],
      expiration_date: '2030-01-01T00:00:00Z',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      enabled_portal_features: ['meter_replacement'],
      expiration_date: '2030-01-01T00:00:00.000Z',
    });
    const team = (
      await extended.send(DEMO.supplier, 'POST', '/api/v2/companies/', {
        name: 'Kunde mit Datum',
        company_type: 'commercial_consumer',
        vat: 'DE3',
      })
    ).json() as Company;
    const bySupplier = await extended.send(DEMO.supplier, 'PATCH', `/api/v2/companies/${team.resource_id}/`, {
      expiration_date: '2031-01-01T00:00:00Z',
    });
    expect(bySupplier.statusCode).toBe(403);
    // TEAM_FEATURES off (the described build): features cannot be set at all.
    const baseAdmin = await base.get(
      DEMO.admin,
      '/api/v2/companies/?company_type=energy_supplier&page_size=1',
    );
    const supplierTeam = baseAdmin.json().results[0].resource_id;
    const noFeatures = await base.send(DEMO.admin, 'PATCH', `/api/v2/companies/${supplierTeam}/`, {
      enabled_portal_features: ['meter_replacement'],
    });
    expect(noFeatures.statusCode).toBe(400);
  });

  it('sets a team’s contractors by url or id (the own company: CAN_EDIT_CONTRACTORS)', async () => {
    const ids = await companyIds(base);
    const consumer = ids['Hausverwaltung Demo']!;
    const before = (await base.get(DEMO.consumer, `/api/v2/companies/${consumer}/`)).json() as Company;
    const fremd = ids['Fremdwerk Demo']!;
    const set = await base.send(DEMO.consumer, 'PATCH', `/api/v2/companies/${consumer}/`, {
      contractors: [...before.contractors.map((c) => c.url), fremd],
    });
    expect(set.statusCode, set.body).toBe(200);
    // Asked for, not yet accepted (contractor-links.test.ts): listed among the team's links only.
    const asked = await base.get(
      DEMO.consumer,
      `/api/v2/companies/${consumer}/contractor_links/?status=pending`,
    );
    expect(
      asked.json().results.map((link: { team: { resource_id: string } }) => link.team.resource_id),
    ).toEqual([fremd]);
    expect(await names(base, DEMO.consumer)).not.toContain('Fremdwerk Demo');
    const reset = await base.send(DEMO.consumer, 'PATCH', `/api/v2/companies/${consumer}/`, {
      contractors: before.contractors.map((c) => c.resource_id),
    });
    expect((reset.json() as Company).contractors.length).toBe(before.contractors.length);
    expect(
      (await base.send(DEMO.basic, 'PATCH', `/api/v2/companies/${consumer}/`, { contractors: [] }))
        .statusCode,
    ).toBe(403);
  });

  it('lists every team that may be a contractor for the contractors form (not the administration)', async () => {
    const candidates = await names(base, DEMO.consumer, '&contractor_candidates=true');
    expect(candidates).toContain('Fremdwerk Demo');
    expect(candidates).not.toContain('Demo Administration');
    expect((await base.get(DEMO.basic, '/api/v2/companies/?contractor_candidates=true')).statusCode).toBe(
      403,
    );
  });

  it('OPTIONS offers PUT only to those who may edit the team, and the choices', async () => {
    const consumer = (await companyIds(base))['Hausverwaltung Demo']!;
    const url = `/api/v2/companies/${consumer}/`;
    const editor = (
      await base.app.inject({ method: 'OPTIONS', url, headers: await base.authHeader(DEMO.consumer) })
    ).json();
    expect(editor.actions?.PUT).toBeDefined();
    const basic = (
      await base.app.inject({ method: 'OPTIONS', url, headers: await base.authHeader(DEMO.basic) })
    ).json();
    expect(basic.actions?.PUT).toBeUndefined();
    const collection = (
      await base.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/companies/',
        headers: await base.authHeader(DEMO.consumer),
      })
    ).json();
    const fields = collection.actions.POST;
    expect(fields.contract_status.choices.map((c: { value: string }) => c.value)).toEqual([
      'no_contract',
      'basis',
      'api_user',
      'inactive',
    ]);
    expect(
      fields.enabled_portal_features.child?.choices ?? fields.enabled_portal_features.choices,
    ).toBeDefined();
  });
});

describe('an expired team', () => {
  it('cannot sign in (the message names the date in the reader’s language), its tokens stop; the administration never expires', async () => {
    const ids = await companyIds(base);
    const headers = await base.authHeader(DEMO.service);
    const expire = (company: string) =>
      sql`UPDATE companies SET expiration_date = '2026-01-31T00:00:00Z' WHERE id = ${ids[company]!}`.execute(
        base.ctx.db,
      );
    await expire('Ablesedienst Demo');
    const signIn = await base.signIn(DEMO.service, DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(
      'Your team’s access ended on 31 January 2026. The companies administration can extend it.',
    );
    const german = await base.app.inject({
      method: 'POST',
      url: '/api/v2/access-token/',
      headers: { 'accept-language': 'de' },
      payload: { email: DEMO.service, password: DEMO_PASSWORD },
    });
    expect([german.statusCode, german.json()]).toEqual([
      403,
      {
        detail:
          'Der Zugang Ihres Teams ist am 31. Januar 2026 abgelaufen. Die Firmenverwaltung kann ihn verlängern.',
      },
    ]);
    expect(decodeURIComponent(String(german.headers['x-message']))).toBe(german.json().detail);
    expect((await base.app.inject({ url: '/api/v2/buildings/', headers })).statusCode).toBe(401);

    await expire('Demo Administration');
    expect((await base.signIn(DEMO.admin, DEMO_PASSWORD)).statusCode).toBe(200);
    await sql`UPDATE companies SET expiration_date = NULL WHERE id IN (${ids['Ablesedienst Demo']!}, ${ids['Demo Administration']!})`.execute(
      base.ctx.db,
    );
  });
});

describe('the team write rules (judgeTeamWrite) answer for the API', () => {
  it('answers each rule’s verdict with its text: VAT, fixed type and ID, features', async () => {
    const actor = await actorOf(flipped, DEMO.supplier);
    const body = { name: `Team ${++counter}`, address: 'Teamweg 1', company_type: 'commercial_consumer' };
    const verdict = judgeTeamWrite({ actor, config: flipped.ctx.config.portal, stored: null, change: body });
    expect(verdict.errors).toEqual({ vat: [TEAM_REFUSALS.vat] });
    const missing = await flipped.send(DEMO.supplier, 'POST', '/api/v2/companies/', body);
    expect([missing.statusCode, missing.json()]).toEqual([400, verdict.errors]);

    const team = (await newTeam(flipped, DEMO.supplier, { ...body, vat: 'DE7' })).json() as Company;
    const url = `/api/v2/companies/${team.resource_id}/`;
    const answer = async (method: 'PATCH' | 'PUT', change: object, as: string = DEMO.supplier) => {
      const response = await flipped.send(as, method, url, change);
      return [response.statusCode, response.json()];
    };
    expect(await answer('PATCH', { vat: '' })).toEqual([400, { vat: [TEAM_REFUSALS.vat] }]);
    // OPTIONS names the same fixed fields read-only under PUT.
    const options = await flipped.app.inject({
      method: 'OPTIONS',
      url,
      headers: await flipped.authHeader(DEMO.supplier),
    });
    const put = options.json().actions.PUT;
    expect([put.company_type.read_only, put.custom_reference.read_only]).toEqual([true, true]);
    expect(await answer('PATCH', { custom_reference: 'T-9' })).toEqual([
      400,
      { custom_reference: [TEAM_REFUSALS.custom_reference] },
    ]);
    expect(await answer('PUT', { ...body, vat: 'DE7', company_type: 'energy_supplier' })).toEqual([
      400,
      { company_type: [TEAM_REFUSALS.company_type] },
    ]);
    expect(await answer('PATCH', { expiration_date: '2099-01-01T00:00:00Z' })).toEqual([
      403,
      { detail: TEAM_REFUSALS.features },
    ]);
    expect(await answer('PATCH', { [TEAM_FEATURES_FIELD]: [PRODUCT_FEATURES[0]] }, DEMO.admin)).toEqual([
      400,
      { [TEAM_FEATURES_FIELD]: [TEAM_REFUSALS.featuresNotEnabled] },
    ]);
  });
});
