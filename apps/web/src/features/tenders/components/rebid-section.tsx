import {
  MSG_REBID,
  OPEN_TENDER_STATUS,
  REBID_HINT,
  REBID_LABEL,
  REVISABLE_REQUEST_STATUSES,
  type Tender,
  fromMoscowInput,
  rebidDeadlineProblem,
  rebidRefusal,
  rebidNote,
} from '@podryad/domain';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowsDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Modal } from '@/components/overlays';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useAnnounceRebid } from '@/features/tenders/api/announce-rebid';

/** Can the client announce the round now: the server's rule, over the offers the page has. */
function mayAnnounce(tender: Tender, now: Date) {
  const priced = tender.requests.filter(
    (r) => REVISABLE_REQUEST_STATUSES.includes(r.status.code) && r.offer !== null,
  );
  const round = {
    open: tender.status.code === OPEN_TENDER_STATUS,
    announced: tender.rebid !== null,
    offers_deadline: tender.offers_deadline,
  };
  return rebidRefusal(round, now, priced.length) === null;
}

/**
 * The переторжка on the client's tender page: the round as it stands, or, once the deadline has
 * passed with two priced offers or more, the way to announce it.
 */
export function RebidSection({ tender }: { tender: Tender }) {
  const now = useNow();
  const [opened, setOpened] = useState(false);
  if (tender.rebid) {
    return (
      <Alert
        color={tender.rebid.running ? 'blue' : 'gray'}
        variant="light"
        icon={<IconArrowsDown size={18} aria-hidden />}
        title={REBID_LABEL}
        data-testid="rebid-note"
      >
        <Stack gap={4}>
          <Text size="sm">{rebidNote(tender.rebid, 'client')}</Text>
          {tender.rebid.comment && (
            <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {MSG_REBID.commentLabel}: {tender.rebid.comment}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (!mayAnnounce(tender, now)) return null;
  return (
    <Alert color="blue" variant="light" title={REBID_LABEL} data-testid="rebid-offer">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{REBID_HINT}</Text>
        <Button variant="default" h={44} onClick={() => setOpened(true)}>
          {MSG_REBID.announce}
        </Button>
      </Stack>
      <AnnounceRebidModal tender={tender} opened={opened} onClose={() => setOpened(false)} />
    </Alert>
  );
}

/** The round's deadline (Moscow time, at least two hours ahead) and the comment to every bidder. */
function AnnounceRebidModal({
  tender,
  opened,
  onClose,
}: {
  tender: Tender;
  opened: boolean;
  onClose: () => void;
}) {
  const announce = useAnnounceRebid();
  const [deadline, setDeadline] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const at = deadline.trim() ? fromMoscowInput(deadline) : null;
    const wrong = at ? rebidDeadlineProblem(at, new Date()) : MSG_REBID.deadlineTooSoon;
    setProblem(wrong);
    if (wrong || !at) return;
    announce.mutate({ id: tender.id, deadline: at, comment }, { onSuccess: onClose });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={MSG_REBID.announce}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
    >
      <Stack>
        <Text size="sm">{REBID_HINT}</Text>
        {/* A native field: its value is read as Moscow time. */}
        <TextInput
          type="datetime-local"
          label={`${MSG_REBID.deadlineLabel} (МСК)`}
          withAsterisk
          value={deadline}
          onChange={(event) => setDeadline(event.currentTarget.value)}
          error={problem}
        />
        <Textarea
          label={MSG_REBID.commentLabel}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {announce.isError && (
          <ErrorList errors={errorMessages(announce.error, MSG_REBID.announceFailed)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button onClick={submit} loading={announce.isPending}>
            {MSG_REBID.announce}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
