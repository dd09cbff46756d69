import { type AutodisposeAnswer, autodisposeAnswerSchema } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET autodispose/: assigns new, unassigned requests to their building's preferred meter reader.
 * `dryRun` only counts them; `allBuildings` false limits it to the user's own buildings.
 */
export const autodispose = async ({
  dryRun,
  allBuildings,
}: {
  dryRun: boolean;
  allBuildings: boolean;
}): Promise<AutodisposeAnswer> =>
  autodisposeAnswerSchema.parse(
    await api.get<unknown>('autodispose/', {
      query: {
        ...(dryRun ? { dry_run: 'true' } : {}),
        all_buildings: String(allBuildings),
      },
    }),
  );
