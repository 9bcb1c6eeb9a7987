import { MSG_REVIEWS, REVIEW_REPORT_REASON_MAX, reviewReportBody } from '@podryad/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useReportReview } from '@/features/reviews/api/report-review';
import { ErrorList } from '@/components/error-list';
import { Modal } from '@/components/overlays';
import { ApiError, errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type Props = {
  reviewId: number;
  opened: boolean;
  onClose: () => void;
  onReported: () => void;
};

/** 'Жалоба на отзыв': the reason, required, and 'Отправить жалобу'. The review stays shown. */
export function ReportModal({ reviewId, opened, onClose, onReported }: Props) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportReview();
  const refusal =
    report.error && !(report.error instanceof ApiError && report.error.fields.reason)
      ? errorMessages(report.error)
      : [];

  const submit = () => {
    const checked = reviewReportBody.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    report.mutate(
      { reviewId, reason: checked.data.reason },
      {
        onSuccess: onReported,
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.reason?.[0] : undefined;
          if (field) setProblem(field);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={MSG_REVIEWS.reportTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={MSG_REVIEWS.reasonLabel}
            rows={3}
            maxLength={REVIEW_REPORT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {refusal.length > 0 && <ErrorList errors={refusal} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={PHONE_TOUCH_HEIGHT} onClick={onClose}>
              {MSG_REVIEWS.cancel}
            </Button>
            <Button type="submit" loading={report.isPending} mih={PHONE_TOUCH_HEIGHT}>
              {MSG_REVIEWS.reportSend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
