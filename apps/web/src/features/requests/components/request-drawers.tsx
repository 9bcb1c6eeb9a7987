import { lazyDialog } from '@/components/lazy-dialog';

/*
 * The request drawers of the screens, each with its code loaded apart (lazyDialog): what a drawer
 * shows and does (the offer, its history, the decisions and their modals) weighs more than most of
 * the screens that open it.
 */

/** The client's response drawer with its decision (ClientResponseDrawer), open while `request` is set. */
export const LazyClientResponseDrawer = lazyDialog(
  () =>
    import('@/features/requests/components/client-request-actions').then(
      (m) => m.ClientResponseDrawer,
    ),
  (props) => props.request !== null,
);

/** A request opened from a notification (ViewerRequestDrawer), open while `requestId` is set. */
export const LazyViewerRequestDrawer = lazyDialog(
  () =>
    import('@/features/requests/components/viewer-request-drawer').then(
      (m) => m.ViewerRequestDrawer,
    ),
  (props) => props.requestId !== null,
);
