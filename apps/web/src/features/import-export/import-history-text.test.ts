import type { Job } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { jobFixture } from '../../testing/resource-fixtures';
import { jobMessageText, resultCounts, resultSummary, stateText } from './import-history-text';

const jobOf = (overrides: Partial<Job>): Job =>
  jobFixture({ rows_done: 2, rows_total: 2, finished: '2026-03-01T10:00:01.000Z', ...overrides });

const en = i18next.getFixedT('en');
const de = i18next.getFixedT('de');

// As PostgreSQL's jsonb keeps it: keys by length, then alphabetically.
const STORED = {
  created: { meters: 1, buildings: 1 },
  updated: { meters: 0, buildings: 0 },
  unchanged: { meters: 3, buildings: 0 },
};

describe('import history texts', () => {
  it('reads a result’s counts in the known order, whatever it names, skipping what is no number', () => {
    expect(
      resultCounts({ ...STORED, implausible: 4, extra: { widgets: 2, note: 'x' }, broken: 'yes' }).map(
        ({ action, object, count }) => `${action}.${object}=${count}`,
      ),
    ).toEqual([
      'created.buildings=1',
      'created.meters=1',
      'updated.buildings=0',
      'updated.meters=0',
      'unchanged.buildings=0',
      'unchanged.meters=3',
      'implausible.null=4',
      'extra.widgets=2',
    ]);
    expect(resultCounts(null)).toEqual([]);
  });

  it('sums up what an import did (and a check would do) by action, in English and German', () => {
    const imported = jobOf({ result: STORED });
    const checked = jobOf({ result: STORED, dry_run: true });
    expect(resultSummary(imported, en, 'en')).toBe('1 building and 1 meter created, 3 meters unchanged');
    expect(resultSummary(checked, en, 'en')).toBe(
      '1 building and 1 meter would be created, 3 meters would stay unchanged',
    );
    expect(resultSummary(imported, de, 'de')).toBe('1 Gebäude und 1 Zähler angelegt, 3 Zähler unverändert');
    expect(resultSummary(checked, de, 'de')).toBe(
      '1 Gebäude und 1 Zähler würden angelegt, 3 Zähler blieben unverändert',
    );
    expect(resultSummary(jobOf({ dry_run: true, result: { created: { meters: 1 } } }), de, 'de')).toBe(
      '1 Zähler würde angelegt',
    );
    expect(
      resultSummary(
        jobOf({ mode: 'READINGS', result: { created: { readings: 1200 }, widgets: 2 } }),
        de,
        'de',
      ),
    ).toBe('1.200 Ablesungen angelegt, 2 widgets');
  });

  it('says when a job changed nothing, failed or runs', () => {
    expect(resultSummary(jobOf({ result: { created: { meters: 0 } } }), en, 'en')).toBe('Nothing changed');
    expect(resultSummary(jobOf({ dry_run: true, result: null }), en, 'en')).toBe('Nothing would change');
    expect(resultSummary(jobOf({ state: 'failed' }), en, 'en')).toBe('Nothing imported');
    expect(resultSummary(jobOf({ state: 'failed', dry_run: true }), de, 'de')).toBe(
      'Die Datei kann nicht importiert werden',
    );
    const running = jobOf({ state: 'running', rows_done: 1500, rows_total: 20000 });
    expect(resultSummary(running, en, 'en')).toBe('Not done yet');
    expect(stateText(running, de, 'de')).toBe('Läuft: 1.500 / 20.000');
    expect(stateText({ ...running, rows_total: null }, en, 'en')).toBe('Running');
  });

  it('names a message’s row and column', () => {
    expect(jobMessageText({ row: 7, column: 'meter_id', message: 'Exists.' }, de)).toBe(
      'Zeile 7, meter_id: Exists.',
    );
    expect(jobMessageText({ row: 8, column: null, message: 'Empty.' }, en)).toBe('Row 8: Empty.');
    expect(jobMessageText({ row: null, column: null, message: 'No header.' }, en)).toBe('No header.');
  });
});
