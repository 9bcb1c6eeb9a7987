import type { UserType } from '@podryad/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { Guard, type Access } from '@/app/guard';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { NotFound } from '@/app/not-found';
import { paths } from '@/lib/paths';
import { prefetchLoader } from '@/lib/prefetch';
import { dashboardFirstCall } from '@/app/client/dashboard/dashboard-params';
import { tenderListFirstCall } from '@/features/tenders/open-tender-url';

const guarded = (access: Access, element: ReactNode) => <Guard access={access}>{element}</Guard>;

/**
 * Built screens, each its own chunk: path and the lazily loaded route module. The first screens of
 * each side also take a loader that sends their first call at once and starts their other loads
 * while the screen's chunk downloads (lib/prefetch.ts).
 */
const screens = (queryClient: QueryClient): Record<UserType, RouteObject[]> => ({
  client: [
    {
      path: paths.client.cabinet,
      lazy: () =>
        import('@/app/client/cabinet-route').then((m) => ({ Component: m.ClientCabinetRoute })),
    },
    {
      path: paths.client.projects,
      lazy: () =>
        import('@/app/client/projects-route').then((m) => ({ Component: m.ProjectsRoute })),
    },
    {
      path: paths.client.createProject,
      lazy: () =>
        import('@/app/client/projects-route').then((m) => ({ Component: m.CreateProjectRoute })),
    },
    {
      path: paths.client.project(':id'),
      lazy: () =>
        import('@/app/client/projects-route').then((m) => ({ Component: m.ProjectRoute })),
    },
    {
      path: paths.client.home,
      lazy: () =>
        import('@/app/client/dashboard/dashboard-route').then((m) => ({
          Component: m.DashboardRoute,
        })),
      loader: prefetchLoader(queryClient, {
        firstCall: dashboardFirstCall,
        load: () => import('@/app/client/dashboard/dashboard-url').then((m) => m.prefetchDashboard),
      }),
    },
    {
      path: paths.client.createTender,
      lazy: () =>
        import('@/app/client/tenders/tenders-route').then((m) => ({
          Component: m.CreateTenderRoute,
        })),
    },
    {
      path: paths.client.editTender(':id'),
      lazy: () =>
        import('@/app/client/tenders/tenders-route').then((m) => ({
          Component: m.EditTenderRoute,
        })),
    },
    {
      path: paths.client.tender(':id'),
      lazy: () =>
        import('@/app/client/tenders/tenders-route').then((m) => ({ Component: m.TenderRoute })),
    },
    {
      path: paths.client.comparison(':id'),
      lazy: () =>
        import('@/app/client/comparison-route').then((m) => ({ Component: m.ComparisonRoute })),
    },
    {
      path: paths.client.contractors,
      lazy: () =>
        import('@/app/client/contractors/contractors-route').then((m) => ({
          Component: m.ContractorsRoute,
        })),
    },
    {
      path: paths.client.contractor(':id'),
      lazy: () =>
        import('@/app/client/contractors/contractors-route').then((m) => ({
          Component: m.ContractorRoute,
        })),
    },
  ],
  contractor: [
    {
      path: paths.contractor.home,
      lazy: () =>
        import('@/app/contractor/home/home-route').then((m) => ({ Component: m.HomeRoute })),
      // No first call from the first script: reading its filter would bring the request lists'
      // rules into the sign-in page's budget. Opened by URL, index.html sends it (route-preloads).
      loader: prefetchLoader(queryClient, {
        load: () =>
          import('@/app/contractor/home/home-prefetch').then((m) => m.prefetchContractorHome),
      }),
    },
    {
      path: paths.contractor.invitation(':id'),
      lazy: () =>
        import('@/app/contractor/home/home-route').then((m) => ({ Component: m.InvitationRoute })),
    },
    {
      path: paths.contractor.cabinet,
      lazy: () =>
        import('@/app/contractor/cabinet-route').then((m) => ({
          Component: m.ContractorCabinetRoute,
        })),
    },
    {
      path: paths.contractor.createCase,
      lazy: () =>
        import('@/app/contractor/cases-route').then((m) => ({ Component: m.CreateCaseRoute })),
    },
    {
      path: paths.contractor.case(':id'),
      lazy: () =>
        import('@/app/contractor/cases-route').then((m) => ({ Component: m.EditCaseRoute })),
    },
    {
      path: paths.contractor.deals,
      lazy: () =>
        import('@/app/contractor/deals/deals-route').then((m) => ({ Component: m.DealsRoute })),
    },
    {
      path: paths.contractor.deal(':id'),
      lazy: () =>
        import('@/app/contractor/deals/deals-route').then((m) => ({ Component: m.DealRoute })),
    },
    {
      path: paths.contractor.tenders,
      lazy: () =>
        import('@/app/contractor/tenders/tender-list-route').then((m) => ({
          Component: m.TendersRoute,
        })),
      loader: prefetchLoader(queryClient, {
        firstCall: tenderListFirstCall,
        load: () =>
          import('@/features/tenders/api/get-open-tenders').then((m) => m.prefetchTenderList),
      }),
    },
    {
      path: paths.contractor.tender(':id'),
      lazy: () =>
        import('@/app/contractor/tenders/tenders-route').then((m) => ({
          Component: m.TenderRoute,
        })),
    },
  ],
});

/**
 * The cabinet's header with the notifications panel (and its request drawers and modals) is a
 * chunk of its own, loaded beside the screen's: the sign-in pages need none of it.
 */
const cabinet = (type: UserType, queryClient: QueryClient): RouteObject => ({
  path: paths[type].root,
  element: guarded(type, <Outlet />),
  children: [
    {
      lazy: () =>
        import('@/app/layouts/cabinet-layout').then((m) => ({
          element: <m.CabinetLayout type={type} />,
        })),
      children: [
        { index: true, element: <Navigate to={paths.home(type)} replace /> },
        ...screens(queryClient)[type],
      ],
    },
  ],
});

const pages = (queryClient: QueryClient): RouteObject[] => [
  // '/', the installed app's start: a signed-in person goes straight home, anyone else signs in.
  { path: '/', element: guarded('public', <Navigate to={paths.login} replace />) },
  {
    path: '/auth',
    element: guarded('public', <AuthLayout pitch />),
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        path: paths.login,
        lazy: () => import('@/app/auth/login-route').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.register,
        lazy: () =>
          import('@/app/auth/register-route').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: paths.reset,
        lazy: () => import('@/app/auth/reset-route').then((m) => ({ Component: m.ResetRoute })),
      },
    ],
  },
  {
    path: paths.filing,
    element: guarded('filing', <AuthLayout />),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/app/filing/filing-form').then((m) => ({
            Component: m.FilingForm,
          })),
      },
    ],
  },
  {
    // No guard: the link comes in a letter, to whoever is or is not signed in on this browser.
    path: paths.unsubscribe,
    element: <AuthLayout />,
    children: [
      {
        index: true,
        lazy: () =>
          import('@/app/auth/unsubscribe-route').then((m) => ({ Component: m.UnsubscribeRoute })),
      },
    ],
  },
  {
    // No guard: the texts are public, and open from the registration in a new tab.
    path: paths.legal(':document'),
    lazy: () => import('@/app/legal/legal-route').then((m) => ({ Component: m.LegalRoute })),
  },
  cabinet('client', queryClient),
  cabinet('contractor', queryClient),
  { path: '*', element: <NotFound /> },
];

/** On the first load the spinner shows until the code of the opened page has come. */
export const routes = (queryClient: QueryClient): RouteObject[] => [
  { element: <RootLayout />, hydrateFallbackElement: <Loading />, children: pages(queryClient) },
];

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(routes(queryClient));
