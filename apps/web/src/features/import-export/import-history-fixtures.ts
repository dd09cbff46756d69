import type { Job, JobMessage } from '@portal/contracts';
import { jobFixture } from '../../testing/resource-fixtures';

/** The import history the page and phone tests list: a readings import running, an import, a failed check. */
export const JOB_IMPORT = '0190a1b2-0000-7000-8000-00000000a001';
export const JOB_CHECK = '0190a1b2-0000-7000-8000-00000000a002';
export const JOB_READINGS = '0190a1b2-0000-7000-8000-00000000a003';

export const jobOf = (overrides: Partial<Job>): Job =>
  jobFixture({
    resource_id: JOB_IMPORT,
    rows_done: 8,
    rows_total: 8,
    created_by: 'consumer@demo.example',
    finished: '2026-03-01T10:00:05.000Z',
    ...overrides,
  });

export const REFUSED: JobMessage[] = [
  { row: 7, column: 'meter_id', message: 'This meter number exists already.' },
  { row: 8, column: null, message: 'The row is empty.' },
  { row: null, column: null, message: 'The file has no header row.' },
];

export const JOBS: Job[] = [
  jobOf({
    resource_id: JOB_READINGS,
    mode: 'READINGS',
    file_name: 'readings.xlsx',
    state: 'running',
    rows_done: 500,
    rows_total: 2000,
    finished: null,
  }),
  jobOf({
    resource_id: JOB_IMPORT,
    result: {
      created: { buildings: 0, meters: 5 },
      updated: { buildings: 2, meters: 0 },
      unchanged: { buildings: 1, meters: 0 },
    },
  }),
  jobOf({
    resource_id: JOB_CHECK,
    file_name: 'bad.csv',
    dry_run: true,
    state: 'failed',
    messages: REFUSED,
    created_by: 'sabine.hoffmann@demo.example',
  }),
];
