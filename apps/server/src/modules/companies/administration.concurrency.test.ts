import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

/**
 * Two administrators at once, on a real PostgreSQL (the embedded database runs one transaction at a
 * time): the same team or the same e-mail created twice concurrently gives one 201 and one 409 naming
 * the winner, never a 500 or two rows.
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
});
