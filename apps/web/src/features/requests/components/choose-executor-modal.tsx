import {
  CHOICE_REASONS,
  CHOICE_REASON_LABELS,
  MSG_OFFERS,
  MSG_OUTCOME,
  MSG_WARNINGS,
  offersOpen,
  type ChoiceReason,
  type CompanyWarning,
} from '@podryad/domain';
import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNow } from '@/lib/use-now';
import { Modal } from '@/components/overlays';
import { ErrorList } from '@/components/error-list';
import { ReasonFields, useReason } from '@/components/reason-fields';
import { CompanyWarnings } from '@/components/company-warnings';
import type { ChoiceOutcome } from '@/features/requests/api/accept-request';

type Props = {
  opened: boolean;
  contractorName: string;
  tenderName: string;
  /** The tender's deadline for offers: while it is ahead, the confirm says others may still offer. */
  offersDeadline?: string | null;
  /** The addendum the chosen offer predates (made on an earlier version of the tender), if any. */
  outdatedBy?: number | null;
  onClose: () => void;
  onConfirm: (outcome: ChoiceOutcome) => void;
  pending: boolean;
  /** Why the last try failed; the modal stays open, with what was chosen, to try again. */
  errors: string[] | null;
  /**
   * What the client is warned of about the company (its register facts, its СРО against the
   * price): known, still being read, or not to be had. The choice waits while they are read.
   */
  company?: CompanyCheck;
};

/** The warnings about the chosen company, as the modal gets them. */
export type CompanyCheck =
  { state: 'ready'; warnings: CompanyWarning[] } | { state: 'loading' } | { state: 'failed' };

/** The company's warnings before a choice, or that they are being read or could not be. */
function CompanyCheckNote({ company }: { company: CompanyCheck }) {
  if (company.state === 'loading')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{MSG_WARNINGS.checking}</Text>
      </Group>
    );
  if (company.state === 'failed')
    return (
      <Text size="sm" c="gray.7" role="status">
        {MSG_WARNINGS.checkFailed}
      </Text>
    );
  if (company.warnings.length === 0) return null;
  return (
    <Stack gap={6}>
      <CompanyWarnings title={MSG_WARNINGS.beforeChoice} warnings={company.warnings} />
      <Text size="sm">{MSG_WARNINGS.still}</Text>
    </Stack>
  );
}

/** What the client should know before choosing: offers still taken, an offer made before a change. */
function ChoiceWarnings({
  offersDeadline,
  outdatedBy,
}: {
  offersDeadline: string | null;
  outdatedBy: number | null;
}) {
  const now = useNow();
  const warnings = [
    offersDeadline && offersOpen(offersDeadline, now) && MSG_OUTCOME.beforeDeadline(offersDeadline),
    outdatedBy !== null && MSG_OUTCOME.chosenOutdated(outdatedBy),
  ].filter((w): w is string => typeof w === 'string');
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="choice-warnings"
    >
      {warnings.length === 1 ? (
        <Text size="sm">{warnings[0]}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {warnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * The confirm of 'Выбрать исполнителем': whom, what to weigh first (what is known against the
 * company, the deadline not yet passed, an offer made before the tender's latest change), and why the others were not chosen (a reason
 * from the list, required, and a comment), since every other participant is told it.
 */
export function ChooseExecutorModal({
  opened,
  contractorName,
  tenderName,
  offersDeadline = null,
  outdatedBy = null,
  onClose,
  onConfirm,
  pending,
  errors,
  company,
}: Props) {
  const answer = useReason<ChoiceReason>();

  const dismiss = () => {
    answer.reset();
    onClose();
  };
  const confirm = () => {
    const given = answer.take();
    if (!given) return;
    onConfirm(
      given.comment
        ? { outcome_reason: given.reason, outcome_comment: given.comment }
        : { outcome_reason: given.reason },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={MSG_OFFERS.chooseExecutorConfirm}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
      // Above the response drawer it may be opened from.
      zIndex={400}
    >
      <Stack>
        <Text size="sm">{MSG_OUTCOME.chosenBecomes(contractorName, tenderName)}</Text>
        {company && <CompanyCheckNote company={company} />}
        <ChoiceWarnings offersDeadline={offersDeadline} outdatedBy={outdatedBy} />
        <ReasonFields
          state={answer}
          reasons={CHOICE_REASONS}
          labels={CHOICE_REASON_LABELS}
          label={MSG_OUTCOME.choiceReason}
          description={MSG_OUTCOME.othersTold}
        />
        {errors && errors.length > 0 && <ErrorList errors={errors} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {MSG_OUTCOME.cancel}
          </Button>
          <Button onClick={confirm} loading={pending} disabled={company?.state === 'loading'}>
            {MSG_OFFERS.choose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
