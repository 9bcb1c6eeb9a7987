import {
  MSG_TENDERS,
  OPEN_TENDER_STATUS,
  cityOfAddress,
  partyName,
  type Tender,
} from '@podryad/domain';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { useCreateRequest } from '@/features/requests/api/create-request';
import type { PickedContractor } from '@/features/tenders/utils/tender-draft';
import { ContractorsStep, type InvitedContractor } from '@/app/client/tenders/contractors-step';
import { inviteContractors, type InviteResult } from '@/app/client/tenders/invite-contractors';

const sentText = (sent: number) =>
  sent === 1 ? MSG_TENDERS.invited : `Приглашения отправлены: ${sent}`;

/**
 * 'Пригласить подрядчиков' under the tender's requests, while it is open: the wizard's picker
 * (the directory in a drawer, the contractor's card, those on the tender already marked), then
 * one invitation per chosen contractor. The new invitations join the list above.
 */
export function InviteMore({ tender }: { tender: Tender }) {
  const [picked, setPicked] = useState<PickedContractor[]>([]);
  const [result, setResult] = useState<InviteResult | null>(null);
  const [sending, setSending] = useState(false);
  const invite = useCreateRequest();
  if (tender.status.code !== OPEN_TENDER_STATUS) return null;

  const invited: InvitedContractor[] = tender.requests.map((r) => ({
    id: r.user.id,
    name: partyName(r.user),
    origin: r.origin,
  }));

  const send = async () => {
    setSending(true);
    setResult(null);
    const outcome = await inviteContractors(invite.mutateAsync, tender.id, picked);
    setSending(false);
    setResult(outcome);
    // Those who could not be invited stay chosen, to try again or remove.
    setPicked(outcome.failed);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="invite-more-title">
      <Title order={3} size="h4" id="invite-more-title">
        Пригласить подрядчиков
      </Title>
      <ContractorsStep
        heading={false}
        listInvited={false}
        picked={picked}
        invited={invited}
        emptyText="Выберите подрядчиков: каждый получит приглашение к этому тендеру."
        target={{ work_type: tender.type, city: cityOfAddress(tender.address) }}
        onAdd={(c) => {
          setResult(null);
          setPicked((all) => [...all, c]);
        }}
        onRemove={(id) => setPicked((all) => all.filter((c) => c.id !== id))}
      />
      {picked.length > 0 && (
        <Button onClick={() => void send()} loading={sending} w="fit-content">
          {picked.length === 1 ? 'Отправить приглашение' : 'Отправить приглашения'}
        </Button>
      )}
      {result && result.sent > 0 && (
        <Alert color="green" variant="light" role="status">
          {sentText(result.sent)}
        </Alert>
      )}
      {result && result.failures.length > 0 && <ErrorList errors={result.failures} />}
    </Stack>
  );
}
