import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, createQueryClient, syncSession } from '@/app/provider';
import { createRouter } from '@/app/router';
import { registerServiceWorker } from '@/lib/register-service-worker';
import '@/app/app.css';

// Each screen's code loads when it is opened. After a release the chunks of the build this page
// came with are gone: load the page once more to get the new build (not again within a minute,
// so that a chunk missing for another reason shows the router's error instead of a reload loop).
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('podryad-stale-build-reload') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('podryad-stale-build-reload', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// One query cache for the screens and for the routes' loaders, which start a screen's loads early.
const queryClient = createQueryClient();
const router = createRouter(queryClient);
registerServiceWorker();
syncSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
