import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../users/keys';
import { companyKeys, employeeKeys, optionsKeys } from './keys';

/** After a team is created or changed (also its contractors): every company query and OPTIONS of teams. */
export const invalidateCompanyChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    queryClient.invalidateQueries({ queryKey: optionsKeys.all }),
  ]);

/** After an employee is created, changed or deleted: employees (tables, choices, details) and users. */
export const invalidateEmployeeChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  ]);
