import type { UserType } from '@podryad/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { Guard, type Access } from './guard';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFound } from './routes/not-found';

const guarded = (access: Access, element: ReactNode) => <Guard access={access}>{element}</Guard>;

/** Built screens, each its own chunk: path and the lazily loaded route module. */
const SCREENS: Record<UserType, RouteObject[]> = {
  client: [
    {
      path: 'personal',
      lazy: () =>
        import('./routes/client-cabinet').then((m) => ({ Component: m.ClientCabinetRoute })),
    },
    {
      path: 'projects',
      lazy: () => import('./routes/client-projects').then((m) => ({ Component: m.ProjectsRoute })),
    },
    {
      path: 'createproject',
      lazy: () =>
        import('./routes/client-projects').then((m) => ({ Component: m.CreateProjectRoute })),
    },
    {
      path: 'project/:id',
      lazy: () => import('./routes/client-projects').then((m) => ({ Component: m.ProjectRoute })),
    },
    {
      path: 'main',
      lazy: () =>
        import('./routes/client-dashboard').then((m) => ({ Component: m.DashboardRoute })),
    },
    {
      path: 'createtender',
      lazy: () =>
        import('./routes/client-tenders').then((m) => ({ Component: m.CreateTenderRoute })),
    },
    {
      path: 'edittender/:id',
      lazy: () => import('./routes/client-tenders').then((m) => ({ Component: m.EditTenderRoute })),
    },
    {
      path: 'tender/:id',
      lazy: () => import('./routes/client-tenders').then((m) => ({ Component: m.TenderRoute })),
    },
    {
      path: 'tender/:id/comparison',
      lazy: () =>
        import('./routes/client-comparison').then((m) => ({ Component: m.ComparisonRoute })),
    },
    {
      path: 'contractors',
      lazy: () =>
        import('./routes/client-contractors').then((m) => ({ Component: m.ContractorsRoute })),
    },
    {
      path: 'contractor/:id',
      lazy: () =>
        import('./routes/client-contractors').then((m) => ({ Component: m.ContractorRoute })),
    },
  ],
  contractor: [
    {
      path: 'main',
      lazy: () => import('./routes/contractor-home').then((m) => ({ Component: m.HomeRoute })),
    },
    {
      path: 'tenderfrom/:id',
      lazy: () =>
        import('./routes/contractor-home').then((m) => ({ Component: m.InvitationRoute })),
    },
    {
      path: 'personal',
      lazy: () =>
        import('./routes/contractor-cabinet').then((m) => ({
          Component: m.ContractorCabinetRoute,
        })),
    },
    {
      path: 'createcase',
      lazy: () =>
        import('./routes/contractor-cases').then((m) => ({ Component: m.CreateCaseRoute })),
    },
    {
      path: 'case/:id',
      lazy: () => import('./routes/contractor-cases').then((m) => ({ Component: m.EditCaseRoute })),
    },
    {
      path: 'tenders',
      lazy: () =>
        import('./routes/contractor-tenders').then((m) => ({ Component: m.TendersRoute })),
    },
    {
      path: 'tender/:id',
      lazy: () => import('./routes/contractor-tenders').then((m) => ({ Component: m.TenderRoute })),
    },
  ],
};

/**
 * The cabinet's header with the notifications panel (and its request drawers and modals) is a
 * chunk of its own, loaded beside the screen's: the sign-in pages need none of it.
 */
const cabinet = (type: UserType): RouteObject => ({
  path: `/profile/${type}`,
  element: guarded(type, <Outlet />),
  children: [
    {
      lazy: () =>
        import('./layouts/cabinet-layout').then((m) => ({
          element: <m.CabinetLayout type={type} />,
        })),
      children: [{ index: true, element: <Navigate to="main" replace /> }, ...SCREENS[type]],
    },
  ],
});

const pages: RouteObject[] = [
  { path: '/', element: <Navigate to="/auth/login" replace /> },
  {
    path: '/auth',
    element: guarded('public', <AuthLayout />),
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        lazy: () => import('./routes/auth-login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'register',
        lazy: () => import('./routes/auth-register').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: 'reset',
        lazy: () => import('./routes/auth-reset').then((m) => ({ Component: m.ResetRoute })),
      },
    ],
  },
  {
    path: '/filing',
    element: guarded('filing', <AuthLayout />),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/filing/components/filing-form').then((m) => ({
            Component: m.FilingForm,
          })),
      },
    ],
  },
  cabinet('client'),
  cabinet('contractor'),
  { path: '*', element: <NotFound /> },
];

/** On the first load the spinner shows until the code of the opened page has come. */
export const routes: RouteObject[] = [
  { element: <RootLayout />, hydrateFallbackElement: <Loading />, children: pages },
];

export const createRouter = () => createBrowserRouter(routes);
