import {
  CONTRACTOR_REQUEST_STATUS_LABELS,
  REQUEST_STATUS_COLORS,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
  type UserType,
} from '@podryad/domain';
import { Badge } from '@mantine/core';

/** The status of a request as its viewer names it (spec 000 §4 for a client, 001 §4 a contractor). */
export const requestStatusLabel = (code: RequestStatus, side: UserType = 'client') =>
  (side === 'contractor' ? CONTRACTOR_REQUEST_STATUS_LABELS : REQUEST_STATUS_LABELS)[code];

export function RequestStatusBadge({
  code,
  side = 'client',
}: {
  code: RequestStatus;
  side?: UserType;
}) {
  return (
    <Badge color={REQUEST_STATUS_COLORS[code]} variant="light" style={{ flex: 'none' }}>
      {requestStatusLabel(code, side)}
    </Badge>
  );
}
