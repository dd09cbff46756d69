import { READING_REQUEST_MESSAGES, renderMessage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, useTestApp } from '../../../test/app';

const REQUESTS = '/api/v2/reading_requests/';
const OFFERED = ['meter_defect', 'access_not_possible'] as const;

/** AVAILABLE_STATUS_NOTES: the notes offered (OPTIONS) and accepted (PATCH reject) follow the configuration. */
describe('reading requests with two status notes configured', () => {
  const t = useTestApp(portalConfigEnv({ AVAILABLE_STATUS_NOTES: [...OFFERED] }));

  const newRequest = async () => {
    const response = await t.get(DEMO.consumer, `${REQUESTS}?status=new&page_size=1`);
    const [request] = response.json().results as { resource_id: string; status: string }[];
    expect(request?.status).toBe('new');
    return request!.resource_id;
  };
  const reject = async (id: string, status_note: string) =>
    t.send(DEMO.consumer, 'PATCH', `${REQUESTS}${id}/`, { status: 'rejected', status_note });

  it('offers only the configured notes in OPTIONS reading_requests/', async () => {
    const options = (
      await t.app.inject({ method: 'OPTIONS', url: REQUESTS, headers: await t.authHeader(DEMO.consumer) })
    ).json();
    expect(options.actions.POST.status_note.choices).toEqual([
      { value: 'meter_defect', display_name: 'Meter defect' },
      { value: 'access_not_possible', display_name: 'Access not possible' },
    ]);
  });

  it('refuses a reject with a note not offered (400) and takes an offered one', async () => {
    const id = await newRequest();
    const refused = await reject(id, 'reading_period_finalized');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status_note: [renderMessage(READING_REQUEST_MESSAGES.statusNoteNotOffered(OFFERED), 'en')],
    });
    expect((await t.get(DEMO.consumer, `${REQUESTS}${id}/`)).json().status).toBe('new');
    const rejected = await reject(id, 'access_not_possible');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', status_note: 'access_not_possible' });
  });
});
