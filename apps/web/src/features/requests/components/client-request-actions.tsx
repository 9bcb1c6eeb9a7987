import {
  CLIENT_REJECT_REASONS,
  MSG_OFFERS,
  MSG_TENDERS,
  comparisonQuery,
  offerWarnings,
  partyName,
  type RequestCard,
  type TenderStatus,
} from '@podryad/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAcceptRequest } from '@/features/requests/api/accept-request';
import { useRejectRequest } from '@/features/requests/api/reject-request';
import { firstErrorMessage } from '@/lib/api-client';
import { ErrorList } from '@/components/error-list';
import {
  type CompanyCheck,
  ChooseExecutorModal,
} from '@/features/requests/components/choose-executor-modal';
import { useComparison } from '@/features/requests/api/get-comparison';
import { useNow } from '@/lib/use-now';
import { RejectModal } from '@/features/requests/components/reject-modal';
import { ResponseDrawer } from '@/features/requests/components/response-drawer';
import { canChoose, canDecide } from '@/features/requests/decisions';

/** The comparison's first order: its rows carry the warnings' facts of each company. */
const ROWS = comparisonQuery.parse({});

/**
 * The warnings about the company of `request`, from the tender's comparison (its row of the
 * offer), read once the client opens the choice.
 */
function useCompanyCheck(request: RequestCard, choosing: boolean): CompanyCheck {
  const now = useNow();
  const comparison = useComparison(request.tender.id, ROWS, choosing);
  if (comparison.isPending) return { state: 'loading' };
  const row = comparison.data?.offers.find((o) => o.request_id === request.id);
  if (!comparison.data || !row) return { state: 'failed' };
  return { state: 'ready', warnings: offerWarnings(row, comparison.data.tender.sro_kind, now) };
}

type Props = {
  request: RequestCard;
  /** The tender's status when the screen knows it: an ended tender takes no decision. */
  tenderStatus?: TenderStatus;
  /** Called with the success message once the request is accepted or rejected. */
  onDone: (message: string) => void;
};

/**
 * 'Выбрать исполнителем' (with its confirm, which asks why the others were not chosen) and
 * 'Отказать' (with the reason modal) in the response drawer.
 */
export function ClientRequestActions({ request, tenderStatus, onDone }: Props) {
  const accept = useAcceptRequest();
  const reject = useRejectRequest();
  const [rejecting, setRejecting] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const company = useCompanyCheck(request, choosing);
  const first = (error: unknown, fallback: string) => [firstErrorMessage(error, fallback)];

  if (!canDecide(request)) return null;

  return (
    <Stack>
      <Group>
        {canChoose(request, tenderStatus) && (
          <Button
            disabled={reject.isPending}
            onClick={() => {
              accept.reset();
              setChoosing(true);
            }}
          >
            {MSG_OFFERS.chooseExecutor}
          </Button>
        )}
        <Button
          variant="outline"
          color="red.9"
          disabled={accept.isPending}
          onClick={() => {
            reject.reset();
            setRejecting(true);
          }}
        >
          Отказать
        </Button>
      </Group>
      <ChooseExecutorModal
        opened={choosing}
        contractorName={partyName(request.user)}
        tenderName={request.tender.tender_name}
        offersDeadline={request.tender.offers_deadline}
        outdatedBy={request.outdated_by}
        company={company}
        onClose={() => setChoosing(false)}
        onConfirm={(outcome) =>
          accept.mutate(
            { id: request.id, ...outcome },
            {
              onSuccess: () => {
                setChoosing(false);
                onDone(MSG_TENDERS.executorChosen);
              },
            },
          )
        }
        pending={accept.isPending}
        errors={accept.isError ? first(accept.error, MSG_TENDERS.acceptFailed) : null}
      />
      <RejectModal
        opened={rejecting}
        reasons={CLIENT_REJECT_REASONS}
        onClose={() => setRejecting(false)}
        pending={reject.isPending}
        error={
          reject.isError ? (
            <ErrorList errors={first(reject.error, MSG_TENDERS.rejectFailed)} />
          ) : null
        }
        onSubmit={(reason) =>
          reject.mutate(
            { id: request.id, reason },
            {
              onSuccess: () => {
                setRejecting(false);
                onDone(MSG_TENDERS.contractorRejected);
              },
            },
          )
        }
      />
    </Stack>
  );
}

/**
 * The client's response drawer with its decision (the dashboard and the tender page): titled by
 * whether the request waits for that decision; `onDone` gets the success message and the drawer
 * closes.
 */
export function ClientResponseDrawer({
  request,
  tenderStatus,
  onClose,
  onDone,
}: {
  request: RequestCard | null;
  tenderStatus?: TenderStatus;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <ResponseDrawer
      requestId={request?.id ?? null}
      onClose={onClose}
      title={request && canDecide(request) ? 'Ответ подрядчика' : 'Информация о заявке'}
      actions={(opened) => (
        <ClientRequestActions
          request={opened}
          tenderStatus={tenderStatus}
          onDone={(message) => {
            onClose();
            onDone(message);
          }}
        />
      )}
    />
  );
}
