import { JOB_KINDS, JOB_MODES, JOB_STATES } from '@portal/contracts';
import { z } from 'zod';
import { exact, flag } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/** GET jobs/: the company's imports and exports, newest first (the import history). */
export const jobsList: ListDefinition<'created'> = {
  ordering: { created: 'j.created' },
  defaultOrdering: '-created',
  tieBreaker: 'j.id',
  filters: {
    kind: exact('j.kind', z.enum(JOB_KINDS)),
    mode: exact('j.mode', z.enum(JOB_MODES)),
    state: exact('j.state', z.enum(JOB_STATES)),
    dry_run: flag('j.dry_run'),
  },
};
