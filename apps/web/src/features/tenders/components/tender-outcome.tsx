import {
  MSG_OUTCOME,
  MSG_OUTCOME_VIEW,
  MSG_PROTOCOL,
  formatMoscow,
  outcomeReasonShown,
  outcomeVerdict,
  partyName,
  type OutcomeRole,
  type Tender,
} from '@podryad/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/download-button';
import { ReadField } from '@/components/read-field';
import { protocolPath } from '@/features/tenders/api/get-protocol';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/lib/paths';

type Props = {
  tender: Pick<Tender, 'id' | 'status' | 'outcome' | 'requests'>;
  /** Whose page it is: the client reads the executor; a contractor whether it was chosen. */
  side: 'client' | 'contractor';
  /** Whether the reader may have the protocol: the client, or a contractor with a request. */
  withProtocol?: boolean;
};

const TONES = {
  chosen: { color: 'green', Icon: IconCircleCheck },
  not_chosen: { color: 'gray', Icon: IconCircleX },
  neutral: { color: 'blue', Icon: IconInfoCircle },
} as const;

/**
 * How the tender ended, in one state for its reader: the winner reads that it was chosen, a loser
 * that it was not (with the reason, when one was given), the client who the executor is (a link
 * to the company); then when, the client's comment and the selection protocol to download.
 * Nothing while the tender is open.
 */
export function TenderOutcome({ tender, side, withProtocol = true }: Props) {
  const { outcome } = tender;
  if (!outcome) return null;
  // The server sends a contractor only its own request; the client every request of its tender.
  const role: OutcomeRole =
    side === 'client' ? { side } : { side, own: tender.requests[0]?.status.code ?? null };
  const verdict = outcomeVerdict(tender.status.code, role);
  const tone = TONES[verdict.tone];
  const executor =
    side === 'client' ? tender.requests.find((r) => r.status.code === 'accepted')?.user : undefined;
  const reasonShown = outcomeReasonShown(tender.status.code, role);
  return (
    <SectionCard labelledBy="tender-outcome-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="tender-outcome-title">
          {MSG_OUTCOME.title}
        </Title>
        {/* The reader's state, said first; not an alert: nothing just happened. */}
        <Paper
          radius="md"
          p="md"
          bg={`var(--mantine-color-${tone.color}-light)`}
          data-testid="outcome-verdict"
        >
          <Group gap="sm" wrap="nowrap">
            <tone.Icon size={22} aria-hidden color={`var(--mantine-color-${tone.color}-9)`} />
            <Text fw={600}>{verdict.text}</Text>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {executor && (
            <ReadField label={MSG_OUTCOME_VIEW.executor}>
              <Anchor component={Link} to={paths.client.contractor(executor.id)} c="blue.8">
                {partyName(executor)}
              </Anchor>
            </ReadField>
          )}
          {reasonShown && (
            <ReadField
              label={
                tender.status.code === 'executor_chosen'
                  ? MSG_OUTCOME_VIEW.choiceReason
                  : MSG_PROTOCOL.reason
              }
            >
              {outcome.reason_label}
            </ReadField>
          )}
          <ReadField label={MSG_PROTOCOL.outcomeAt}>{formatMoscow(outcome.at)}</ReadField>
          {outcome.comment && <ReadField label={MSG_PROTOCOL.comment}>{outcome.comment}</ReadField>}
        </SimpleGrid>
        {withProtocol && (
          <DownloadButton
            path={protocolPath(tender.id)}
            fallbackName={`protocol-${tender.id}.pdf`}
            label={MSG_PROTOCOL.download}
            failedMessage={MSG_PROTOCOL.downloadFailed}
            preparingLabel={MSG_PROTOCOL.preparing}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
