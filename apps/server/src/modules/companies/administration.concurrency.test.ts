import type { Company } from '@portal/contracts';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { companyIds } from '../../testing/demo-rows';

/**
 * Two administrators at once, on a real PostgreSQL (the embedded database runs one transaction at a
 * time): the same team or the same e-mail created twice concurrently gives one 201 and one 409 naming
 * the winner, never a 500 or two rows; two contractor lists saved at once leave one of them, not a mix;
 * a contractor's answer racing the asking team's list neither revives a removed link nor loses the answer.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('administration under concurrent writes', () => {
  const t = useTestApp();

  it('creates a team once when two schedulers add the same name and address at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const body = {
        name: `Gleichzeitig ${round}`,
        address: 'Parallelweg 2',
        company_type: 'meter_reading_service',
      };
      const answers = await Promise.all([
        t.send(DEMO.supplier, 'POST', '/api/v2/companies/', body),
        t.send(DEMO.supplier, 'POST', '/api/v2/companies/', body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const winner = answers.find((answer) => answer.statusCode === 201)!.json();
      expect(answers.find((answer) => answer.statusCode === 409)!.json().url).toBe(winner.url);
    }
  });

  it('creates an employee once when two schedulers add the same e-mail at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const body = {
        email: `zugleich${round}@demo.example`,
        employee: { name: 'Zugleich', is_scheduler: false },
      };
      const answers = await Promise.all([
        t.send(DEMO.consumer, 'POST', '/api/v2/employees/', body),
        t.send('andreas.keller@demo.example', 'POST', '/api/v2/employees/', body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    }
  });

  it('two contractor lists saved at the same moment leave exactly one of them, never a mix', async () => {
    const ids = await companyIds(t);
    const consumer = ids['Hausverwaltung Demo']!;
    const url = `/api/v2/companies/${consumer}/`;
    const contractorsNow = async () =>
      ((await t.get(DEMO.consumer, url)).json() as Company).contractors.map((c) => c.resource_id).sort();
    const original = await contractorsNow();
    const first = [ids['Fremdwerk Demo']!, ...original].sort();
    const second = [ids['Stadtwerke Demo']!].sort();
    try {
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all([
          t.send(DEMO.consumer, 'PATCH', url, { contractors: first }),
          t.send('andreas.keller@demo.example', 'PATCH', url, { contractors: second }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect([first, second]).toContainEqual(await contractorsNow());
        await t.send(DEMO.consumer, 'PATCH', url, { contractors: original });
      }
    } finally {
      await t.send(DEMO.consumer, 'PATCH', url, { contractors: original });
    }
  });

  it("a contractor's answer and the asking team's list saved at the same moment: removed stays removed, kept keeps the answer", async () => {
    const ids = await companyIds(t);
    const consumer = ids['Hausverwaltung Demo']!;
    const fremd = ids['Fremdwerk Demo']!;
    const url = `/api/v2/companies/${consumer}/`;
    const linkOf = async () =>
      (
        await t.ctx.db
          .selectFrom('company_contractors')
          .select('status')
          .where('company_id', '=', consumer)
          .where('contractor_id', '=', fremd)
          .executeTakeFirst()
      )?.status;
    const original = ((await t.get(DEMO.consumer, url)).json() as Company).contractors.map(
      (c) => c.resource_id,
    );
    const accept = () =>
      t.send(DEMO.stranger, 'POST', `/api/v2/companies/${fremd}/contractor_links/${consumer}/accept/`);
    try {
      for (let round = 0; round < 10; round++) {
        expect(
          (await t.send(DEMO.consumer, 'PATCH', url, { contractors: [...original, fremd] })).statusCode,
        ).toBe(200);
        const keep = round % 2 === 0;
        const [saved, answered] = await Promise.all([
          t.send(DEMO.consumer, 'PATCH', url, { contractors: keep ? [...original, fremd] : original }),
          accept(),
        ]);
        expect(saved.statusCode, saved.body).toBe(200);
        if (keep) {
          expect(answered.statusCode, answered.body).toBe(204);
          expect(await linkOf()).toBe('accepted');
        } else {
          // Accepted before the removal or too late to find it: either way the link is gone.
          expect([204, 404], answered.body).toContain(answered.statusCode);
          expect(await linkOf()).toBeUndefined();
        }
        await t.send(DEMO.consumer, 'PATCH', url, { contractors: original });
      }
    } finally {
      await t.send(DEMO.consumer, 'PATCH', url, { contractors: original });
    }
  });
});
