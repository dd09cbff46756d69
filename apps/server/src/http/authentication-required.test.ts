import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const ID = '01941f29-7c27-7001-8000-000000000001';

/** Every route of buildings, meters, readings, images, requests and the selects answers 401 without a token. */
describe('routes need a signed-in user', () => {
  const t = useTestApp();
  const resource = (collection: string) => [
    ['GET', `/api/v2/${collection}/`],
    ['POST', `/api/v2/${collection}/`],
    ['OPTIONS', `/api/v2/${collection}/`],
    ['GET', `/api/v2/${collection}/${ID}/`],
    ['PUT', `/api/v2/${collection}/${ID}/`],
    ['PATCH', `/api/v2/${collection}/${ID}/`],
    ['DELETE', `/api/v2/${collection}/${ID}/`],
    ['OPTIONS', `/api/v2/${collection}/${ID}/`],
  ];
  const routes = [
    ...resource('buildings'),
    ...resource('meters'),
    ['POST', `/api/v2/meters/${ID}/replacement/`],
    ['GET', '/api/v2/readings/'],
    ['POST', '/api/v2/readings/'],
    ['OPTIONS', '/api/v2/readings/'],
    ['GET', `/api/v2/readings/${ID}/`],
    ['PATCH', `/api/v2/readings/${ID}/`],
    ['DELETE', `/api/v2/readings/${ID}/`],
    ['POST', '/api/v2/images/'],
    ['GET', `/api/v2/images/${ID}/`],
    ['GET', '/api/v2/reading_requests/'],
    ['POST', '/api/v2/reading_requests/'],
    ['OPTIONS', '/api/v2/reading_requests/'],
    ['GET', `/api/v2/reading_requests/${ID}/`],
    ['PATCH', `/api/v2/reading_requests/${ID}/`],
    ['DELETE', `/api/v2/reading_requests/${ID}/`],
    ['GET', '/api/v2/companies/'],
    ['GET', '/api/v2/employees/'],
  ] as Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', url: string]>;

  it.each(routes)('%s %s answers 401 {detail}', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });
});
