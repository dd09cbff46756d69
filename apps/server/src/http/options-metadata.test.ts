import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionsMetadata } from './options-metadata';

describe('optionsMetadata', () => {
  const writable = z.strictObject({
    name: z.string().max(100),
    status: z.enum(['active', 'inactive']),
    note: z.string().max(500).nullable().optional(),
    factor: z.number().positive().default(1),
  });
  const readable = z.object({ url: z.string(), name: z.string(), created: z.iso.datetime() });

  it('describes writable fields with type, required, max_length and choices, and read-only extras', () => {
    const meta = optionsMetadata(
      { name: 'Building', writable, readable, displayNames: { active: 'Active' } },
      ['POST'],
    );
    expect(meta.actions.POST!.name).toEqual({
      type: 'string',
      required: true,
      read_only: false,
      label: 'Name',
      max_length: 100,
    });
    expect(meta.actions.POST!.status).toMatchObject({
      type: 'choice',
      required: true,
      choices: [
        { value: 'active', display_name: 'Active' },
        { value: 'inactive', display_name: 'Inactive' },
      ],
    });
    expect(meta.actions.POST!.note).toMatchObject({ type: 'string', required: false, max_length: 500 });
    expect(meta.actions.POST!.factor).toMatchObject({ type: 'decimal', required: false });
    expect(meta.actions.POST!.created).toMatchObject({ type: 'datetime', read_only: true, required: false });
    expect(meta.actions.POST!.url).toMatchObject({ read_only: true });
  });

  it('describes schemas registered as OpenAPI components (a $ref into $defs) like any other', () => {
    const nested = z.object({ city: z.string() }).meta({ id: 'TestNestedAddress' });
    const registered = z
      .object({ url: z.string(), address: nested.nullable(), created: z.iso.datetime() })
      .meta({ id: 'TestRegisteredObject' });
    const fields = optionsMetadata({ name: 'Thing', writable, readable: registered }, ['POST']).actions.POST!;
    expect(fields.url).toMatchObject({ type: 'string', read_only: true });
    expect(fields.address).toMatchObject({ type: 'nested object', read_only: true });
    expect(fields.created).toMatchObject({ type: 'datetime', read_only: true });
  });

  it('lists only the actions the caller may take', () => {
    expect(optionsMetadata({ name: 'Building', writable }, []).actions).toEqual({});
    expect(Object.keys(optionsMetadata({ name: 'Building', writable }, ['POST', 'PUT']).actions)).toEqual([
      'POST',
      'PUT',
    ]);
  });
});
