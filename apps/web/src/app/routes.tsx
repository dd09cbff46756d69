import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { prefetchReading } from '../features/readings/api/prefetch-reading';
import { RouteGuard } from './guard/route-guard';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { RouteErrorPage } from './pages/route-error-page';

/** Screens other issues build; each replaces its line here with a lazy route of its feature. */
const PLACEHOLDERS: Array<[path: string, titleKey: string]> = [];

/**
 * Every page is its own chunk, so the login page loads neither the data grid nor the date pickers. A
 * route's loader may start its page's data while that chunk loads (it answers at once).
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        lazy: () => import('./layout/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            element: <RouteGuard access="guest-only" />,
            children: [
              {
                path: 'login',
                lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
              },
            ],
          },
          {
            element: <RouteGuard access="public" />,
            children: [
              ...['login/reset', 'login/reset/:email'].map((path) => ({
                path,
                lazy: () => import('../features/auth/reset-page').then((m) => ({ Component: m.ResetPage })),
              })),
              {
                path: 'login/set-password/:token',
                lazy: () =>
                  import('../features/auth/set-password-page').then((m) => ({
                    Component: m.SetPasswordPage,
                  })),
              },
              { path: 'login/register', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RouteGuard access="protected" />,
        children: [
          {
            lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/dashboard/dashboard-page').then((m) => ({
                    Component: m.DashboardPage,
                  })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('../features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
              },
              // Buildings list, detail and form (features/buildings).
              {
                path: 'buildings',
                lazy: () =>
                  import('../features/buildings/list/buildings-list-page').then((m) => ({
                    Component: m.BuildingsListPage,
                  })),
              },
              {
                path: 'buildings/:id',
                lazy: () =>
                  import('../features/buildings/detail/building-detail-page').then((m) => ({
                    Component: m.BuildingDetailPage,
                  })),
              },
              ...['buildings/new', 'buildings/:id/edit'].map((path) => ({
                path,
                lazy: () =>
                  import('../features/buildings/form/building-form-page').then((m) => ({
                    Component: m.BuildingFormPage,
                  })),
              })),
              // Meters list, meter detail and new reading request (features/meters, features/reading-requests).
              {
                path: 'meters',
                lazy: () =>
                  import('../features/meters/meters-list-page').then((m) => ({
                    Component: m.MetersListPage,
                  })),
              },
              ...['meters/:id', 'buildings/:buildingId/meters/:id'].map((path) => ({
                path,
                lazy: () =>
                  import('../features/meters/detail/meter-detail-page').then((m) => ({
                    Component: m.MeterDetailPage,
                  })),
              })),
              {
                path: 'reading-requests',
                lazy: () =>
                  import('../features/reading-requests/list/reading-requests-list-page').then((m) => ({
                    Component: m.ReadingRequestsListPage,
                  })),
              },
              // Readings list and reading detail (features/readings).
              {
                path: 'readings',
                lazy: () =>
                  import('../features/readings/list/readings-list-page').then((m) => ({
                    Component: m.ReadingsListPage,
                  })),
              },
              ...['readings/:id', 'buildings/:buildingId/meters/:meterId/readings/:id'].map((path) => ({
                path,
                loader: ({ params }: LoaderFunctionArgs) => prefetchReading(queryClient, params.id),
                lazy: () =>
                  import('../features/readings/detail/reading-detail-page').then((m) => ({
                    Component: m.ReadingDetailPage,
                  })),
              })),
              ...['meters/:id/newreq', 'buildings/:buildingId/meters/:id/newreq'].map((path) => ({
                path,
                lazy: () =>
                  import('../features/reading-requests/new-reading-request-page').then((m) => ({
                    Component: m.NewReadingRequestPage,
                  })),
              })),
              // Meter form: new meter, edit, meter change (features/meter-form).
              {
                path: 'buildings/:buildingId/meters/new',
                lazy: () =>
                  import('../features/meter-form/meter-form-page').then((m) => ({
                    Component: m.NewMeterPage,
                  })),
              },
              ...['meters/:id/edit', 'buildings/:buildingId/meters/:id/edit'].map((path) => ({
                path,
                lazy: () =>
                  import('../features/meter-form/meter-form-page').then((m) => ({
                    Component: m.EditMeterPage,
                  })),
              })),
              ...['meters/:id/replacement', 'buildings/:buildingId/meters/:id/replacement'].map((path) => ({
                path,
                lazy: () =>
                  import('../features/meter-form/meter-form-page').then((m) => ({
                    Component: m.MeterReplacementPage,
                  })),
              })),
              // Administration: users, teams, employees, contractors (features/administration).
              {
                path: 'users',
                lazy: () =>
                  import('../features/administration/users/users-page').then((m) => ({
                    Component: m.UsersPage,
                  })),
              },
              {
                path: 'companies',
                lazy: () =>
                  import('../features/administration/teams/teams-page').then((m) => ({
                    Component: m.TeamsPage,
                  })),
              },
              ...['companies/new', 'companies/:id/edit'].map((path) => ({
                path,
                lazy: () =>
                  import('../features/administration/teams/team-form-page').then((m) => ({
                    Component: m.TeamFormPage,
                  })),
              })),
              ...(
                [
                  ['contractors', 'ContractorsRedirect'],
                  ['contractors/unmanaged', 'UnmanagedContractorsPage'],
                  ['contractors/:id', 'ContractorsShowPage'],
                  ['contractors/:id/edit', 'ContractorsEditPage'],
                ] as const
              ).map(([path, name]) => ({
                path,
                lazy: () =>
                  import('../features/administration/contractors/contractors-pages').then((m) => ({
                    Component: m[name],
                  })),
              })),
              {
                path: 'company',
                lazy: () =>
                  import('../features/administration/teams/company-redirect').then((m) => ({
                    Component: m.CompanyRedirect,
                  })),
              },
              {
                path: 'companies/:id/employees',
                lazy: () =>
                  import('../features/administration/teams/team-show-page').then((m) => ({
                    Component: m.TeamShowPage,
                  })),
              },
              ...[
                'companies/:id/employees/new',
                'companies/:id/employees/:employeeId/edit',
                'companies/:id/employees/:employeeId/edit/confirm-delete',
              ].map((path) => ({
                path,
                lazy: () =>
                  import('../features/administration/employees/employee-form-page').then((m) => ({
                    Component: m.EmployeeFormPage,
                  })),
              })),
              {
                path: 'report',
                lazy: () =>
                  import('../features/report/report-page').then((m) => ({ Component: m.ReportPage })),
              },
              {
                path: 'import-export/export/:mode',
                lazy: () =>
                  import('../features/import-export/export-page').then((m) => ({ Component: m.ExportPage })),
              },
              {
                path: 'import-export/import/:mode',
                lazy: () =>
                  import('../features/import-export/import-page').then((m) => ({ Component: m.ImportPage })),
              },
              {
                path: 'import-export/history',
                lazy: () =>
                  import('../features/import-export/import-history-page').then((m) => ({
                    Component: m.ImportHistoryPage,
                  })),
              },
              ...PLACEHOLDERS.map(([path, titleKey]) => ({
                path,
                element: <PlaceholderPage titleKey={titleKey} />,
              })),
            ],
          },
        ],
      },
    ],
  },
];
