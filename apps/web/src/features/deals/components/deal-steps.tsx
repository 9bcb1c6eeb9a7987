import {
  DEAL_STEP_ACTIONS,
  MSG_DEAL_SCREENS,
  type Deal,
  type DealSide,
  type DealTransitionName,
} from '@podryad/domain';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessages } from '@/lib/api-client';
import { useIsPhone } from '@/lib/use-is-phone';
import { useAcceptDealWork } from '@/features/deals/api/accept-deal-work';
import { useConfirmDeal } from '@/features/deals/api/confirm-deal';
import { ContractModal } from '@/features/deals/components/contract-modal';
import { ReportModal } from '@/features/deals/components/report-modal';
import { TextStepModal } from '@/features/deals/components/text-step-modal';

/** The order of the buttons: the step forward first, the early end last. */
const ORDER: DealTransitionName[] = [
  'contract',
  'confirm',
  'report',
  'accept',
  'return',
  'terminate',
];

/** A plain step asked once more before it is made: confirm or accept. */
function PlainStep({
  deal,
  name,
  opened,
  onClose,
}: {
  deal: Deal;
  name: 'confirm' | 'accept';
  opened: boolean;
  onClose: () => void;
}) {
  const confirm = useConfirmDeal();
  const accept = useAcceptDealWork();
  const mutation = name === 'confirm' ? confirm : accept;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title={name === 'confirm' ? MSG_DEAL_SCREENS.confirmTitle : MSG_DEAL_SCREENS.acceptTitle}
      confirmLabel={DEAL_STEP_ACTIONS[name]}
      confirmColor="blue.9"
      onClose={close}
      onConfirm={() => mutation.mutate(deal.id, { onSuccess: close })}
      pending={mutation.isPending}
      errors={mutation.error ? errorMessages(mutation.error, MSG_DEAL_SCREENS.stepFailed) : null}
    >
      {name === 'confirm' ? MSG_DEAL_SCREENS.confirmText : MSG_DEAL_SCREENS.acceptText}
    </ConfirmModal>
  );
}

/**
 * The steps the caller may make now, as the answer's `moves` lists them: a button each, which
 * opens the step's dialog (the contract's form, the report with its documents, the remarks, the
 * reason, or a confirm). Full width on a phone.
 */
export function DealSteps({ deal, side }: { deal: Deal; side: DealSide }) {
  const phone = useIsPhone();
  // The dialog opened, for the status it was opened at: once the deal moves on, none stays open
  // (nor opens again when a later status offers the same step).
  const [opened, setOpened] = useState<{ name: DealTransitionName; at: string } | null>(null);
  const open = opened?.at === deal.status ? opened.name : null;
  const setOpen = (name: DealTransitionName) => setOpened({ name, at: deal.status });
  const moves = ORDER.filter((name) => deal.moves.includes(name));
  if (moves.length === 0) return null;
  const close = () => setOpened(null);
  return (
    <>
      <Stack gap="sm" align={phone ? 'stretch' : 'flex-start'}>
        {moves.map((name) => (
          <Button
            key={name}
            variant={name === 'terminate' ? 'default' : name === 'return' ? 'light' : 'filled'}
            color={name === 'terminate' ? 'red.9' : undefined}
            fullWidth={phone}
            onClick={() => setOpen(name)}
          >
            {name === 'contract' && deal.contract_number
              ? MSG_DEAL_SCREENS.editContract
              : DEAL_STEP_ACTIONS[name]}
          </Button>
        ))}
      </Stack>
      {side === 'client' && moves.includes('contract') && (
        <ContractModal deal={deal} opened={open === 'contract'} onClose={close} />
      )}
      {moves.includes('confirm') && (
        <PlainStep deal={deal} name="confirm" opened={open === 'confirm'} onClose={close} />
      )}
      {moves.includes('accept') && (
        <PlainStep deal={deal} name="accept" opened={open === 'accept'} onClose={close} />
      )}
      {moves.includes('report') && (
        <ReportModal deal={deal} opened={open === 'report'} onClose={close} />
      )}
      {moves.includes('return') && (
        <TextStepModal deal={deal} name="return" opened={open === 'return'} onClose={close} />
      )}
      {moves.includes('terminate') && (
        <TextStepModal deal={deal} name="terminate" opened={open === 'terminate'} onClose={close} />
      )}
    </>
  );
}
