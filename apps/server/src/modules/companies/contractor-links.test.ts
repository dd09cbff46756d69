import {
  CANDIDATE_FIELDS,
  type Company,
  type ContractorLink,
  EXTENDED_CONFIGURATION,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { companyIds } from '../../testing/demo-rows';

/**
 * Contractor links by consent: a link a company asks for is pending, and grants nothing, until a
 * scheduler of the contractor accepts it; declined or removed, it grants nothing again, also to tokens
 * issued while it granted. Candidates show a team's name, type and city, nothing of its contract.
 * Hausverwaltung (consumer) and Fremdwerk (stranger) are not linked in the demo data.
 */
const t = useTestApp();
// Where the companies administration edits teams (it creates them in the extended configuration).
const extended = useTestApp(portalConfigEnv(EXTENDED_CONFIGURATION));
const FREMDWERK_READER = 'tobias.engel@demo.example';

async function teams(app: TestApp = t) {
  const ids = await companyIds(app);
  const consumer = ids['Hausverwaltung Demo']!;
  const fremd = ids['Fremdwerk Demo']!;
  return { consumer, fremd, consumerUrl: `/api/v2/companies/${consumer}/` };
}

const contractorsOf = async (url: string) =>
  ((await t.get(DEMO.consumer, url)).json() as Company).contractors.map((c) => c.resource_id);

/** What the consumer's scheduler reads of Fremdwerk: its record, its staff, its name in the lists. */
async function consumerSeesFremdwerk(fremd: string) {
  const record = await t.get(DEMO.consumer, `/api/v2/companies/${fremd}/`);
  const staff = await t.get(DEMO.consumer, `/api/v2/employees/?company=${fremd}&page_size=100`);
  const list = await t.get(DEMO.consumer, '/api/v2/companies/?page_size=100');
  return {
    record: record.statusCode,
    staff: (staff.json().results as { email: string }[]).map((e) => e.email),
    listed: (list.json().results as { resource_id: string }[]).some((c) => c.resource_id === fremd),
  };
}

const links = async (email: string, teamId: string, query = '') => {
  const response = await t.get(email, `/api/v2/companies/${teamId}/contractor_links/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as ContractorLink[];
};

const decide = (email: string, teamId: string, otherId: string, decision: 'accept' | 'decline') =>
  t.send(email, 'POST', `/api/v2/companies/${teamId}/contractor_links/${otherId}/${decision}/`);

describe('contractor links by consent', () => {
  it('a link asked for grants nothing until the contractor accepts; declined or removed, nothing again', async () => {
    const { consumer, fremd, consumerUrl } = await teams();
    const hidden = { record: 404, staff: [], listed: false };
    expect(await consumerSeesFremdwerk(fremd)).toEqual(hidden);
    const original = await contractorsOf(consumerUrl);

    const asked = await t.send(DEMO.consumer, 'PATCH', consumerUrl, { contractors: [...original, fremd] });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as Company).contractors.map((c) => c.resource_id)).not.toContain(fremd);
    expect(await consumerSeesFremdwerk(fremd)).toEqual(hidden);

    // Both sides see the pending link; the other team by name, type and city only.
    const [outgoing] = await links(DEMO.consumer, consumer, '?status=pending');
    expect(outgoing).toMatchObject({ direction: 'outgoing', status: 'pending', may_decide: false });
    expect(Object.keys(outgoing!.team).sort()).toEqual([...CANDIDATE_FIELDS].sort());
    expect(outgoing!.team).toMatchObject({ name: 'Fremdwerk Demo', city: 'Passau' });
    const [incoming] = await links(DEMO.stranger, fremd, '?direction=incoming');
    expect(incoming).toMatchObject({ direction: 'incoming', status: 'pending', may_decide: true });
    expect(incoming!.team).toMatchObject({ resource_id: consumer, city: 'Düsseldorf' });

    // The asker cannot consent for the contractor, nor can the contractor's meter reader.
    expect((await decide(DEMO.consumer, consumer, fremd, 'accept')).statusCode).toBe(404);
    expect((await decide(DEMO.consumer, fremd, consumer, 'accept')).statusCode).toBe(404);
    expect((await decide(FREMDWERK_READER, fremd, consumer, 'accept')).statusCode).toBe(403);
    expect(await consumerSeesFremdwerk(fremd)).toEqual(hidden);

    const accepted = await decide(DEMO.stranger, fremd, consumer, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(204);
    const shown = await consumerSeesFremdwerk(fremd);
    expect(shown).toMatchObject({ record: 200, listed: true });
    expect(shown.staff).toContain(DEMO.stranger);
    expect(await contractorsOf(consumerUrl)).toContain(fremd);
    expect((await t.get(DEMO.consumer, `/api/v2/companies/${fremd}/`)).json().vat).toBe('DE317752946');

    // Ended by the contractor: the consumer's token, issued while the link granted, sees nothing again.
    expect((await decide(DEMO.stranger, fremd, consumer, 'decline')).statusCode).toBe(204);
    expect(await consumerSeesFremdwerk(fremd)).toEqual(hidden);
    expect((await links(DEMO.consumer, consumer, '?status=declined'))[0]?.team.resource_id).toBe(fremd);
    // Saving the list again does not ask again: a declined link stays declined until it is removed.
    await t.send(DEMO.consumer, 'PATCH', consumerUrl, { contractors: [...original, fremd] });
    expect(await consumerSeesFremdwerk(fremd)).toEqual(hidden);

    const removed = await t.send(DEMO.consumer, 'PATCH', consumerUrl, { contractors: original });
    expect(removed.statusCode).toBe(200);
    expect((await links(DEMO.stranger, fremd)).map((link) => link.team.resource_id)).not.toContain(consumer);
    expect((await decide(DEMO.stranger, fremd, consumer, 'accept')).statusCode).toBe(404);
    expect(await consumerSeesFremdwerk(fremd)).toEqual(hidden);
  });

  it('a removed accepted link hides the contractor again', async () => {
    const { consumer, fremd, consumerUrl } = await teams();
    const original = await contractorsOf(consumerUrl);
    await t.send(DEMO.consumer, 'PATCH', consumerUrl, { contractors: [...original, fremd] });
    expect((await decide(DEMO.stranger, fremd, consumer, 'accept')).statusCode).toBe(204);
    expect((await consumerSeesFremdwerk(fremd)).record).toBe(200);
    await t.send(DEMO.consumer, 'PATCH', consumerUrl, { contractors: original });
    expect(await consumerSeesFremdwerk(fremd)).toEqual({ record: 404, staff: [], listed: false });
  });

  it('the demo’s links are accepted', async () => {
    const { consumer, consumerUrl } = await teams();
    expect((await contractorsOf(consumerUrl)).length).toBe(2);
    const all = await links(DEMO.consumer, consumer);
    expect(all.length).toBe(4);
    for (const link of all) expect(link.status).toBe('accepted');
  });

  it('the companies administration sets a link without asking', async () => {
    const { fremd, consumerUrl } = await teams(extended);
    const before = (await extended.get(DEMO.admin, consumerUrl)).json() as Company;
    const original = before.contractors.map((c) => c.resource_id);
    const set = await extended.send(DEMO.admin, 'PATCH', consumerUrl, { contractors: [...original, fremd] });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as Company).contractors.map((c) => c.resource_id)).toContain(fremd);
    expect((await extended.get(DEMO.consumer, `/api/v2/companies/${fremd}/`)).statusCode).toBe(200);
  });

  it('shows the links to the team’s schedulers and the administration only; 401, 400, 404', async () => {
    const { consumer, fremd } = await teams();
    expect((await links(DEMO.admin, consumer)).length).toBeGreaterThan(0);
    expect((await t.get(DEMO.basic, `/api/v2/companies/${consumer}/contractor_links/`)).statusCode).toBe(403);
    expect((await t.get(DEMO.stranger, `/api/v2/companies/${consumer}/contractor_links/`)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/v2/companies/${consumer}/contractor_links/` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/companies/${fremd}/contractor_links/${consumer}/accept/`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await decide(DEMO.stranger, fremd, 'not-a-uuid', 'accept')).statusCode).toBe(404);
    expect(
      (await t.get(DEMO.consumer, `/api/v2/companies/${consumer}/contractor_links/?status=x`)).statusCode,
    ).toBe(400);
  });
});

describe('contractor candidates', () => {
  it('show name, company type and city, never VAT, contract, expiry or team ID, in order and search', async () => {
    const response = await t.get(
      DEMO.consumer,
      '/api/v2/companies/?contractor_candidates=true&page_size=100',
    );
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Record<string, unknown>[];
    const fremdwerk = results.find((team) => team.name === 'Fremdwerk Demo');
    expect(fremdwerk).toMatchObject({ company_type: 'energy_supplier', city: 'Passau' });
    for (const team of results) expect(Object.keys(team).sort()).toEqual([...CANDIDATE_FIELDS].sort());
    expect(response.body).not.toContain('DE317752946');
    expect(response.body).not.toContain('FW-1004');
    // Nothing the view hides orders or finds a candidate.
    const byTeamId = await t.get(
      DEMO.consumer,
      '/api/v2/companies/?contractor_candidates=true&search=FW-1004',
    );
    expect(byTeamId.json().count).toBe(0);
    const byVat = await t.get(DEMO.consumer, '/api/v2/companies/?contractor_candidates=true&o=vat');
    expect(byVat.statusCode).toBe(400);
  });
});
