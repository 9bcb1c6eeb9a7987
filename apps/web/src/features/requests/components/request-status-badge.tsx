import {
  CONTRACTOR_REQUEST_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  endedRequestLabel,
  type RequestStatus,
  type TenderStatus,
  type UserType,
} from '@podryad/domain';
import { Badge, darken, useMantineTheme } from '@mantine/core';

/** The status of a request as its viewer names it: each side has its own words for a status. */
export const requestStatusLabel = (code: RequestStatus, side: UserType = 'client') =>
  (side === 'contractor' ? CONTRACTOR_REQUEST_STATUS_LABELS : REQUEST_STATUS_LABELS)[code];

/** A request's colour: waiting yellow, answered blue, chosen green, refused red. */
const REQUEST_STATUS_COLORS: Record<RequestStatus, string> = {
  waiting: 'yellow',
  offered: 'yellow',
  accepted_by_contractor: 'blue',
  accepted: 'green',
  rejected: 'red',
  declined: 'red',
};

/** Light yellow needs darker text than the theme's light variant gives to reach 4.5:1. */
const DARKER_TEXT: Record<string, number> = { yellow: 0.55, orange: 0.35 };

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
  const theme = useMantineTheme();
  const ended = tenderStatus ? endedRequestLabel(code, tenderStatus) : null;
  const color = ended ? 'gray' : REQUEST_STATUS_COLORS[code];
  const darker = DARKER_TEXT[color];
  const text = darker ? darken(theme.colors[color]![9], darker) : undefined;
  return (
    <Badge color={color} variant="light" style={{ flex: 'none', color: text }}>
      {ended ?? requestStatusLabel(code, side)}
    </Badge>
  );
}
