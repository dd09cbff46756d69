import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWrapper } from '../../../testing/render-with-providers';
import { HT, NT, READINGS } from './consumption-fixtures';
import { consumptionSeries } from './consumption-series';
import { useBarSeries } from './use-bar-series';

function barsOf(readings = READINGS) {
  const data = consumptionSeries(readings, [HT, NT]);
  return renderHook(() => useBarSeries(data, 'kWh'), { wrapper: makeWrapper() }).result.current;
}

describe('useBarSeries', () => {
  it('gives one series per OBIS code with the average per day of each period, oldest first', () => {
    const { series } = barsOf();
    expect(series.map((s) => [s.id, s.label, s.data])).toEqual([
      [HT, HT, [5, 20]],
      [NT, NT, [2, 5]],
    ]);
  });

  it('colours and labels implausible bars only, and names the reasons in the tooltip', () => {
    const { series, implausibleColor, colorOf } = barsOf();
    const [ht, nt] = series;
    expect(ht?.colorGetter?.({ value: 20, dataIndex: 1 })).toBe(implausibleColor);
    expect(ht?.colorGetter?.({ value: 5, dataIndex: 0 })).toBe(colorOf(0));
    expect(nt?.colorGetter?.({ value: 5, dataIndex: 1 })).toBe(colorOf(1));
    expect(colorOf(0)).not.toBe(implausibleColor);
    const label = ht?.barLabel as (item: { seriesId: string; dataIndex: number }) => string | null;
    expect(label({ seriesId: HT, dataIndex: 1 })).toBe('!');
    expect(label({ seriesId: HT, dataIndex: 0 })).toBeNull();
    expect(ht?.valueFormatter?.(20, { dataIndex: 1 })).toBe(
      "20 kWh/day · 560 kWh in 28 days · Implausible: far above the meter's usual consumption; above the expected range",
    );
    expect(nt?.valueFormatter?.(2, { dataIndex: 0 })).toBe('2 kWh/day · 62 kWh in 31 days');
  });
});
