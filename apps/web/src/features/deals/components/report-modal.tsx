import { DEAL_STEP_ACTIONS, MSG_DEALS, MSG_DEAL_SCREENS, type Deal } from '@podryad/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { Modal } from '@/components/overlays';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useReportDealWork } from '@/features/deals/api/report-deal-work';
import { DealUploads, useDealUploads } from '@/features/deals/components/deal-uploads';

/**
 * The contractor's 'Работы выполнены': the acceptance documents (КС-2 and КС-3 or an act, at least
 * one, required) and an optional comment.
 */
export function ReportModal({
  deal,
  opened,
  onClose,
}: {
  deal: Deal;
  opened: boolean;
  onClose: () => void;
}) {
  const report = useReportDealWork();
  const documents = useDealUploads();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    report.reset();
    setMissing(false);
    onClose();
  };
  const send = () => {
    if (documents.files.length === 0) {
      setMissing(true);
      return;
    }
    const text = comment.trim();
    report.mutate(
      {
        id: deal.id,
        body: { documents: documents.files.map((f) => f.path), ...(text ? { comment: text } : {}) },
      },
      {
        onSuccess: () => {
          documents.reset();
          setComment('');
          close();
        },
      },
    );
  };
  const error = report.error;
  const fields = error instanceof ApiError ? error.fields : {};
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={DEAL_STEP_ACTIONS.report}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
    >
      <Stack>
        <Text size="sm">
          Заказчик получит документы и примет работы или вернёт их с замечаниями.
        </Text>
        <DealUploads
          draft={documents}
          label={MSG_DEAL_SCREENS.documentsLabel}
          button={MSG_DEAL_SCREENS.attach}
          required
          emptyText="Документы не прикреплены"
          error={missing ? MSG_DEALS.documentsRequired : (fields.documents?.[0] ?? null)}
        />
        <Textarea
          label={MSG_DEAL_SCREENS.reportComment}
          resize="vertical"
          rows={2}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={fields.comment?.[0]}
        />
        {error && Object.keys(fields).length === 0 && (
          <ErrorList errors={errorMessages(error, MSG_DEAL_SCREENS.stepFailed)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Отмена
          </Button>
          <Button onClick={send} loading={report.isPending} disabled={documents.uploads.busy}>
            {MSG_DEAL_SCREENS.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
