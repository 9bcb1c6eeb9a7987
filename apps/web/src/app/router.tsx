import type { UserType } from '@podryad/domain';
import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { Guard, type Access } from './guard';
import { AuthLayout } from './layouts/auth-layout';
import { CabinetLayout } from './layouts/cabinet-layout';
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

const cabinet = (type: UserType): RouteObject => ({
  path: `/profile/${type}`,
  element: guarded(type, <CabinetLayout type={type} />),
  hydrateFallbackElement: <Loading />,
  children: [{ index: true, element: <Navigate to="main" replace /> }, ...SCREENS[type]],
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/auth/login" replace /> },
  {
    path: '/auth',
    element: guarded('public', <AuthLayout />),
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'register',
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: 'reset',
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.ResetRoute })),
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

export const createRouter = () => createBrowserRouter(routes);
