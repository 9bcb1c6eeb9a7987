import type { UserType } from '@podryad/domain';
import { ClientRequestActions } from '@/features/requests/components/client-request-actions';
import { ContractorRequestActions } from '@/features/requests/components/contractor-request-actions';
import { ResponseDrawer } from '@/features/requests/components/response-drawer';

type Props = {
  /** Whose eyes: the client decides on the request, the contractor goes to its tender. */
  viewer: UserType;
  requestId: number | null;
  onClose: () => void;
  /** Closes the drawer, with the success message to show (if any). */
  onDone: (message?: string) => void;
  /** Closes what the drawer was opened from, when the contractor leaves for the tender's page. */
  onLeave: () => void;
};

/**
 * A request opened from a notification, for either side: the response drawer with what the viewer
 * may do — the client's accept and reject, the contractor's way to the tender's page.
 */
export function ViewerRequestDrawer({ viewer, requestId, onClose, onDone, onLeave }: Props) {
  return (
    <ResponseDrawer
      requestId={requestId}
      onClose={onClose}
      side={viewer}
      actions={(request) =>
        viewer === 'client' ? (
          <ClientRequestActions request={request} onDone={onDone} />
        ) : (
          <ContractorRequestActions
            request={request}
            onLeave={() => {
              onDone();
              onLeave();
            }}
          />
        )
      }
    />
  );
}
