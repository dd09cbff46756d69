import { BUILDING_ORDERING } from '@portal/contracts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBuildingColumns } from './use-building-columns';

const all = {
  businessEntity: true,
  commercialConsumer: true,
  preferredDelegate: true,
  propertyManager: true,
};

describe('useBuildingColumns', () => {
  it('lets only the server’s ordering fields be sorted', () => {
    const { result } = renderHook(() => useBuildingColumns(all));
    const sortable = result.current
      .filter((column) => column.sortable !== false)
      .map((column) => column.field);
    expect(sortable.every((field) => (BUILDING_ORDERING as readonly string[]).includes(field))).toBe(true);
    expect(sortable).toContain('zip_code');
    expect(result.current.find((column) => column.field === 'state')?.sortable).toBe(false);
  });

  it('leaves out the columns the user may not see', () => {
    const { result } = renderHook(() =>
      useBuildingColumns({
        businessEntity: false,
        commercialConsumer: false,
        preferredDelegate: false,
        propertyManager: false,
      }),
    );
    const fields = result.current.map((column) => column.field);
    expect(fields).not.toContain('business_entity');
    expect(fields).not.toContain('commercial_consumer_name');
    expect(fields).not.toContain('preferred_delegate_name');
    expect(fields).not.toContain('property_manager_name');
    expect(fields).toContain('status');
  });
});
