/**
 * A client of the portal API typed by the document alone (generated/schema.d.ts from check.mjs). It only
 * has to compile: each call is one a real client makes; each @ts-expect-error line must stay an error,
 * so a document that types too loosely (any, unknown parameters) fails as well.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/schema';

type Meter = components['schemas']['Meter'];
type Building = components['schemas']['Building'];

const client = createClient<paths>({ baseUrl: 'http://localhost:8321' });

export async function signIn(email: string, password: string): Promise<string | undefined> {
  const { data, error } = await client.POST('/api/v2/access-token/', { body: { email, password } });
  if (error) return undefined;
  return data.access_token;
}

export async function activeWaterMeters(): Promise<number> {
  const { data } = await client.GET('/api/v2/meters/', {
    params: {
      query: {
        pagination: 'page_number',
        page: 2,
        page_size: 100,
        o: '-created,meter_id',
        search: 'main street',
        status: 'active',
        physical_medium__in: 'water,water_cold',
        building__id: '0194a3b0-0000-7000-8000-000000000000',
        fields: 'url,meter_id',
      },
    },
  });
  const next: string | null | undefined = data?.next;
  return next ? (data?.count ?? 0) : 0;
}

export async function meter(id: string): Promise<Meter['created'] | undefined> {
  const { data } = await client.GET('/api/v2/meters/{id}/', {
    params: { path: { id }, query: { omit: 'building', expand: 'building' } },
  });
  const url: string | undefined = data?.url;
  return url ? data?.created : undefined;
}

export async function deactivate(building: Building): Promise<Building['status'] | undefined> {
  const { data } = await client.PATCH('/api/v2/buildings/{id}/', {
    params: { path: { id: building.resource_id } },
    body: { status: 'inactive', date_status_change: '2026-11-23' },
  });
  return data?.status;
}

export async function picture(id: string): Promise<Blob | undefined> {
  const { data } = await client.GET('/api/v2/images/{id}/download/', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  return data;
}

export async function mistakes(id: string) {
  // @ts-expect-error: no such path
  await client.GET('/api/v2/no-such-collection/');
  // @ts-expect-error: page is a number
  await client.GET('/api/v2/meters/', { params: { query: { page: 'two' } } });
  await client.PATCH('/api/v2/buildings/{id}/', {
    params: { path: { id } },
    // @ts-expect-error: status is one of its choices
    body: { status: 'deleted' },
  });
  // @ts-expect-error: the detail needs its id
  await client.GET('/api/v2/meters/{id}/', {});
}
