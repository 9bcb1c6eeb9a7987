import type { UserType } from '@podryad/domain';
import { paths } from './src/lib/paths.ts';
import type { RoutePreload } from './vite-route-preload.ts';

/*
 * The homes a person opens signed in (an installed app opens its home), started by index.html
 * itself: their screens' code and their first calls. The calls are those the screens send for the
 * home's URL without a query; src/app/route-preloads.test.ts holds them to the screens' own.
 */

const cabinetLayout = 'src/app/layouts/cabinet-layout.tsx';
/** The session's refresh, sent as the first script runs (app/provider.tsx `syncSession`). */
export const PROFILE_CALL = '/user/profile';

export const ROUTE_PRELOADS: RoutePreload[] = [
  {
    path: paths.client.home,
    modules: [
      cabinetLayout,
      'src/app/client/dashboard/dashboard-route.tsx',
      'src/app/client/dashboard/dashboard-url.ts',
    ],
    calls: ['/tenders', PROFILE_CALL],
  },
  {
    path: paths.contractor.home,
    modules: [
      cabinetLayout,
      'src/app/contractor/home/home-route.tsx',
      'src/app/contractor/home/home-prefetch.ts',
    ],
    calls: ['/request', PROFILE_CALL],
  },
  {
    path: paths.contractor.tenders,
    modules: [
      cabinetLayout,
      'src/app/contractor/tenders/tender-list-route.tsx',
      'src/features/tenders/api/get-open-tenders.ts',
    ],
    calls: ['/tenders/list?page=1&per_page=12', PROFILE_CALL],
  },
];

/** Each type of user's home, where '/' (the installed app's start) leads a signed-in person. */
export const HOMES: Record<UserType, string> = {
  client: paths.home('client'),
  contractor: paths.home('contractor'),
};
