import { Outlet, useNavigation } from 'react-router';

/**
 * Every page: while a navigation waits for the next screen's code, a thin bar runs along the top
 * (after a short delay, so that quick ones show nothing) and the current screen stays.
 */
export function RootLayout() {
  const busy = useNavigation().state === 'loading';
  return (
    <>
      {busy && (
        <div
          className="progress-bar navigation-progress"
          role="progressbar"
          aria-label="Загрузка страницы"
        />
      )}
      <Outlet />
    </>
  );
}
