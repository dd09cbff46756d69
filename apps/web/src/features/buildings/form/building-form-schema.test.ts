import { BASE_CONFIGURATION } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { numberedBuilding, OWN_COMPANY } from '../../../testing/resource-fixtures';
import {
  BuildingBodyError,
  buildingFormSchema,
  type FormField,
  toBuildingWrite,
  toFormValues,
} from './building-form-schema';

const none = new Set<FormField>();

describe('building form rules', () => {
  const schema = buildingFormSchema(BASE_CONFIGURATION.BUILDING_REQUIRED_FIELDS);

  it('requires the configured fields and caps every text at its limit', () => {
    const result = schema.safeParse({
      ...toFormValues(),
      street_number: '12345678901',
      label: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      street: 'form.required',
      street_number: 'form.max',
      zip_code: 'form.required',
      city: 'form.required',
      label: 'form.max',
    });
  });

  it('requires only what the configuration names', () => {
    const lenient = buildingFormSchema(['city']);
    expect(lenient.safeParse({ ...toFormValues(), city: 'Berlin' }).success).toBe(true);
  });

  it('starts a new building as active and reads an existing one', () => {
    expect(toFormValues().status).toBe('active');
    expect(toFormValues(numberedBuilding(3)).street_number).toBe('3');
  });

  it('leaves out hidden fields, blanks become null, and a consumer company owns its new building', () => {
    const values = {
      ...toFormValues(),
      street: ' Ring ',
      street_number: '1',
      zip_code: '1',
      city: 'X',
      note: '',
    };
    const body = toBuildingWrite(values, {
      hiddenFields: new Set<FormField>(['preferred_delegate', 'property_manager', 'commercial_consumer']),
      ownCommercialConsumer: OWN_COMPANY,
    });
    expect(body.street).toBe('Ring');
    expect(body.note).toBeNull();
    expect(body).not.toHaveProperty('preferred_delegate');
    expect(body.commercial_consumer).toBe(OWN_COMPANY);
  });

  it('sends stored values for read-only fields when editing', () => {
    const building = numberedBuilding(4);
    const body = toBuildingWrite(
      { ...toFormValues(building), city: 'Changed' },
      { hiddenFields: none, readOnly: { fields: new Set(['city']), building } },
    );
    expect(body.city).toBe('Berlin');
  });

  it('reports a missing address part the contract needs as required', () => {
    const values = { ...toFormValues(), street: 'A', street_number: '1', zip_code: '1' };
    const error = (() => {
      try {
        toBuildingWrite(values, { hiddenFields: none });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BuildingBodyError);
    expect((error as BuildingBodyError).fieldErrors).toEqual({ city: ['form.required'] });
  });
});
