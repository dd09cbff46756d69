import type { Job, Paginated } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** GET jobs/?kind=import (paged, newest first): page, page_size, o and the history's filters. */
export const getImportJobs = (params: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<Paginated<Job>>('jobs/', { query: { ...params, kind: 'import' }, signal });
