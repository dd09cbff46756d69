import type { QueryClient } from '@tanstack/react-query';
import { employeeKeys } from '../directory/keys';
import { userKeys } from './keys';

/** After (de)activating users: the users list and the employee tables and choices (they show is_active). */
export const invalidateUserChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  ]);
