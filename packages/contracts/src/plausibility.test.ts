import { describe, expect, it } from 'vitest';
import {
  expectedRange,
  judgeReading,
  type MeterPoint,
  usualDailyRate,
  valueWarnings,
  worstPlausibility,
} from './plausibility';

/** A reading `day` days after 1 January 2026. */
const at = (day: number, value: number, type = 'periodic'): MeterPoint => ({
  date: new Date(Date.UTC(2026, 0, 1 + day)),
  value,
  type,
});
/** Monthly readings using 10 per day: 0, 300, 600, 900. */
const steady = [at(0, 0), at(30, 300), at(60, 600), at(90, 900)];
const judge = (current: MeterPoint, history = steady, extra: { subMetersConsumption?: number } = {}) =>
  judgeReading({ current, history, tolerance: 1, ...extra });

describe('usual rate and expected range', () => {
  it('averages the comparable periods and needs two weeks of history', () => {
    expect(usualDailyRate(steady)).toBe(10);
    expect(usualDailyRate([at(0, 0)])).toBeNull();
    expect(usualDailyRate([at(0, 0), at(7, 70)])).toBeNull();
    // A replacement period (the new meter starts at 0) is left out.
    expect(usualDailyRate([at(0, 500), at(30, 800), at(40, 0, 'meter_replacement_in'), at(70, 300)])).toBe(
      10,
    );
  });

  it('gives the range of the planned period, (1 + tolerance) below and above', () => {
    // 30 to 40 days after the last reading at 900: 300–400 expected → 900 + 150 … 900 + 800.
    expect(expectedRange(steady, at(120, 0).date, at(130, 0).date, 1)).toEqual({ low: 1050, high: 1700 });
    expect(expectedRange([at(0, 0)], at(10, 0).date, at(20, 0).date, 1)).toBeNull();
  });
});

describe('judgeReading: each rule fires and stays quiet', () => {
  it('negative consumption, except across a meter replacement', () => {
    expect(judge(at(120, 850))).toEqual({ plausibility: 'implausible', reasons: ['negative_consumption'] });
    expect(judge(at(120, 850, 'meter_replacement_out')).plausibility).toBe('unknown');
    expect(judge(at(120, 1200))).toEqual({ plausibility: 'ok', reasons: [] });
  });

  it('below and above the expected range', () => {
    // 30 days at 10 per day is 300; the range is 150–600 with tolerance 1.
    expect(judge(at(120, 1000)).reasons).toEqual(['below_expected']);
    expect(judge(at(120, 1060)).plausibility).toBe('ok');
    expect(judge(at(120, 1490)).plausibility).toBe('ok');
    expect(judge(at(120, 1510)).reasons).toContain('above_expected');
  });

  it('zero consumption over a long period, unless the meter usually uses nothing', () => {
    expect(judge(at(160, 900)).reasons).toContain('zero_consumption');
    expect(judge(at(100, 900)).reasons).not.toContain('zero_consumption');
    const idle = [at(0, 5), at(30, 5), at(60, 5)];
    expect(judge(at(130, 5), idle)).toEqual({ plausibility: 'ok', reasons: [] });
  });

  it('a spike far above the usual rate', () => {
    // 10 days at 40 per day against a usual 10.
    expect(judge(at(100, 1300)).reasons).toContain('spike');
    expect(judge(at(100, 1020)).reasons).not.toContain('spike');
  });

  it('sub-meters that consumed more than their main meter', () => {
    expect(judge(at(120, 1200), steady, { subMetersConsumption: 350 }).reasons).toEqual([
      'sub_meters_exceed_main',
    ]);
    expect(judge(at(120, 1200), steady, { subMetersConsumption: 280 }).plausibility).toBe('ok');
  });

  it('is unknown for a first reading and without history to compare', () => {
    expect(judge(at(0, 0), [])).toEqual({ plausibility: 'unknown', reasons: [] });
    expect(judge(at(40, 400), [at(0, 0)])).toEqual({ plausibility: 'unknown', reasons: [] });
  });
});

describe('a reading and the dialog', () => {
  it('a reading is as bad as its worst result, ok only if all are', () => {
    expect(worstPlausibility(['ok', 'implausible', 'unknown'])).toBe('implausible');
    expect(worstPlausibility(['ok', 'ok'])).toBe('ok');
    expect(worstPlausibility(['ok', 'unknown'])).toBe('unknown');
    expect(worstPlausibility([])).toBe('unknown');
  });

  it('warns before saving below the last value or outside the expected range', () => {
    const expected = { low: 1050, high: 1700 };
    expect(valueWarnings(800, expected, 900)).toEqual(['negative_consumption']);
    expect(valueWarnings(1000, expected, 900)).toEqual(['below_expected']);
    expect(valueWarnings(1800, expected, 900)).toEqual(['above_expected']);
    expect(valueWarnings(1200, expected, 900)).toEqual([]);
    expect(valueWarnings(1200, null, null)).toEqual([]);
  });
});
