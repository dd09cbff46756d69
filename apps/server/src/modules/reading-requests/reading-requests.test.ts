import { READING_REQUEST_STATUSES, readingRequestSchema } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('POST reading_requests/', () => {
  const t = useTestApp();
  let meter: string;

  beforeAll(async () => {
    meter = (
      await t.app.inject({
        url: '/api/v2/meters/?status=active&needs_check=false&page_size=1',
        headers: await t.authHeader(DEMO.consumer),
      })
    ).json().results[0].resource_id;
  });

  const post = async (payload: object, email: string = DEMO.consumer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/reading_requests/',
      headers: await t.authHeader(email),
      payload,
    });
  const request = (extra: object = {}) => ({
    meter,
    planned_reading_date: inDays(1),
    planned_reading_date_end: inDays(8),
    ...extra,
  });

  it('creates a new request with a delegate, reason and note', async () => {
    const response = await post(
      request({ delegate: DEMO.reader, reason: 'Annual reading', note: 'Key at the caretaker' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = readingRequestSchema.parse(response.json());
    expect(created).toMatchObject({
      status: 'new',
      delegate: DEMO.reader,
      reason: 'Annual reading',
      overdue: false,
    });
  });

  it('answers 409 for the same meter, reader and planned start', async () => {
    const start = inDays(3);
    const first = await post(request({ planned_reading_date: start, delegate: DEMO.reader }));
    expect(first.statusCode).toBe(201);
    const duplicate = await post(request({ planned_reading_date: start, delegate: DEMO.reader }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().url).toBe(first.json().url);
    expect((await post(request({ planned_reading_date: start }))).statusCode).toBe(201);
  });

  it('validates dates, lengths, delegates and fields (400)', async () => {
    expect((await post(request({ planned_reading_date: inDays(-3) }))).json()).toHaveProperty(
      'planned_reading_date',
    );
    expect(
      (await post(request({ planned_reading_date: inDays(9), planned_reading_date_end: inDays(2) }))).json(),
    ).toHaveProperty('planned_reading_date_end');
    expect((await post(request({ reason: 'x'.repeat(101) }))).statusCode).toBe(400);
    expect((await post(request({ note: 'x'.repeat(101) }))).statusCode).toBe(400);
    expect((await post(request({ delegate: DEMO.consumer }))).statusCode).toBe(400);
    expect((await post(request({ delegate: DEMO.stranger }))).statusCode).toBe(400);
    // status is read-only: accepted and ignored, as DRF does; a new request is always "new".
    const withStatus = await post(request({ status: 'success' }));
    expect(withStatus.statusCode).toBe(201);
    expect(withStatus.json().status).toBe('new');
    expect((await post(request({ state: 'success' }))).json()).toEqual({ state: ['Unknown field.'] });
  });

  it('refuses company types and roles that may not order readings, and meters out of scope', async () => {
    const serviceMeter = (
      await t.app.inject({
        url: '/api/v2/meters/?status=active&needs_check=false&page_size=1',
        headers: await t.authHeader(DEMO.service),
      })
    ).json().results[0].resource_id;
    expect((await post({ ...request(), meter: serviceMeter }, DEMO.service)).statusCode).toBe(403);
    expect((await post(request(), DEMO.stranger)).statusCode).toBe(400);
    const checkMeter = await t.ctx.db
      .selectFrom('meters')
      .select('id')
      .where('needs_check', '=', true)
      .executeTakeFirstOrThrow();
    expect((await post(request({ meter: checkMeter.id }))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/reading_requests/', payload: request() }))
        .statusCode,
    ).toBe(401);
  });

  it('offers the request status choices', async () => {
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/reading_requests/',
      headers: await t.authHeader(DEMO.consumer),
    });
    const choices = options.json().actions.POST.status.choices;
    expect(choices.map((c: { value: string }) => c.value)).toEqual([...READING_REQUEST_STATUSES]);
    expect(choices.find((c: { value: string }) => c.value === 'postponed_notified').display_name).toBe(
      'Notified',
    );
  });
});

describe('GET companies/ and employees/', () => {
  const t = useTestApp();

  it('lists the own company and contractors, filtered by type', async () => {
    const all = (
      await t.app.inject({
        url: '/api/v2/companies/?o=name&page_size=1000',
        headers: await t.authHeader(DEMO.consumer),
      })
    ).json();
    expect(all.results.map((c: { name: string }) => c.name)).toEqual([
      'Ablesedienst Demo',
      'Hausverwaltung Demo',
      'Stadtwerke Demo',
    ]);
    const services = (
      await t.app.inject({
        url: '/api/v2/companies/?contractors=true&company_type=meter_reading_service',
        headers: await t.authHeader(DEMO.consumer),
      })
    ).json();
    expect(services.results.map((c: { name: string }) => c.name)).toEqual(['Ablesedienst Demo']);
    const stranger = (
      await t.app.inject({
        url: '/api/v2/companies/?contractors=true',
        headers: await t.authHeader(DEMO.stranger),
      })
    ).json();
    expect(stranger.count).toBe(0);
    expect(
      (
        await t.app.inject({
          url: '/api/v2/companies/?company_type=bank',
          headers: await t.authHeader(DEMO.consumer),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists employees of those companies; is_scheduler splits managers from delegates', async () => {
    const employees = (
      await t.app.inject({
        url: '/api/v2/employees/?page_size=100',
        headers: await t.authHeader(DEMO.consumer),
      })
    ).json();
    const emails = employees.results.map((e: { email: string }) => e.email);
    expect(emails).toContain(DEMO.reader);
    expect(emails).not.toContain(DEMO.stranger);
    const delegates = (
      await t.app.inject({
        url: '/api/v2/employees/?is_scheduler=false&page_size=100',
        headers: await t.authHeader(DEMO.consumer),
      })
    ).json();
    expect(
      delegates.results.every((e: { employee: { is_scheduler: boolean } }) => !e.employee.is_scheduler),
    ).toBe(true);
    expect((await t.app.inject({ url: '/api/v2/employees/' })).statusCode).toBe(401);
  });
});
