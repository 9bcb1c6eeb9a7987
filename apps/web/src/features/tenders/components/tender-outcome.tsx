import {
  MSG_OUTCOME,
  MSG_PROTOCOL,
  TENDER_STATUS_LABELS,
  formatMoscow,
  type Tender,
} from '@podryad/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { DownloadButton } from '@/components/download-button';
import { ReadField } from '@/components/read-field';
import { protocolPath } from '@/features/tenders/api/get-protocol';
import { SectionCard } from '@/components/section-card';

type Props = {
  tender: Pick<Tender, 'id' | 'status' | 'outcome'>;
  /** Whether the reader may have the protocol: the client, or a contractor with a request. */
  withProtocol?: boolean;
};

/**
 * How the tender ended, for both sides: its status, the reason, the client's comment and when,
 * with the selection protocol to download. Nothing while the tender is open.
 */
export function TenderOutcome({ tender, withProtocol = true }: Props) {
  const { outcome } = tender;
  if (!outcome) return null;
  return (
    <SectionCard labelledBy="tender-outcome-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="tender-outcome-title">
          {MSG_OUTCOME.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ReadField label={MSG_PROTOCOL.outcome}>
            {TENDER_STATUS_LABELS[tender.status.code]}
          </ReadField>
          <ReadField label={MSG_PROTOCOL.reason}>{outcome.reason_label}</ReadField>
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
