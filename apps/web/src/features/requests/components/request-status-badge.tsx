import {
  CONTRACTOR_REQUEST_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  endedRequestLabel,
  type RequestStatus,
  type TenderStatus,
  type UserType,
} from '@podryad/domain';
import { StatusBadge } from '@/components/status-badge';

/** The status of a request as its viewer names it: each side has its own words for a status. */
export const requestStatusLabel = (code: RequestStatus, side: UserType = 'client') =>
  (side === 'contractor' ? CONTRACTOR_REQUEST_STATUS_LABELS : REQUEST_STATUS_LABELS)[code];

/**
 * A request's colour as its viewer sees it, one colour for one label. The client: waiting yellow,
 * answered blue, chosen green, refused red. The contractor, for whom every undecided request reads
 * 'Принятие решения': undecided yellow, chosen green, refused red.
 */
const REQUEST_STATUS_COLORS: Record<UserType, Record<RequestStatus, string>> = {
  client: {
    waiting: 'yellow',
    offered: 'yellow',
    accepted_by_contractor: 'blue',
    accepted: 'green',
    rejected: 'red',
    declined: 'red',
  },
  contractor: {
    waiting: 'yellow',
    offered: 'yellow',
    accepted_by_contractor: 'yellow',
    accepted: 'green',
    rejected: 'red',
    declined: 'red',
  },
};

export function RequestStatusBadge({
  code,
  side = 'client',
  tenderStatus,
}: {
  code: RequestStatus;
  side?: UserType;
  /** The tender's status, when known: once it ended, an undecided request lost. */
  tenderStatus?: TenderStatus;
}) {
  const ended = tenderStatus ? endedRequestLabel(code, tenderStatus) : null;
  return (
    <StatusBadge
      color={ended ? 'gray' : REQUEST_STATUS_COLORS[side][code]}
      style={{ flex: 'none' }}
    >
      {ended ?? requestStatusLabel(code, side)}
    </StatusBadge>
  );
}
