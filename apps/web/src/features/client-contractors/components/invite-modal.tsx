import { type Contractor, DEFAULT_INVITE_COMMENT, MSG_TENDERS, type Tender } from '@podryad/domain';
import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateRequest } from '@/api/requests';
import { useTenders } from '@/api/tenders';
import { firstErrorMessage } from '@/lib/api-client';
import { ContractorCard } from '@/components/contractor-card';
import { ErrorList } from '@/components/error-list';
import { Loading } from '@/components/loading';

type Props = {
  contractor: Contractor;
  opened: boolean;
  onClose: () => void;
  /** After the invitation was sent; the modal closes itself. */
  onInvited: () => void;
};

/**
 * 'Приглашение подрядчика' (spec 000 §2): the contractor's card, the client's tenders by name and
 * 'Отправить', enabled once a tender is chosen. Tenders that already have this contractor are
 * marked; the server answers 409 if one is sent again, and its message is shown.
 */
export function InviteModal({ contractor, opened, onClose, onInvited }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Приглашение подрядчика"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <InviteForm
        contractor={contractor}
        onCancel={onClose}
        onInvited={() => {
          onClose();
          onInvited();
        }}
      />
    </Modal>
  );
}

/** Whether the contractor already has a request (invitation or offer) on the tender. */
const involvement = (tender: Tender, contractorId: number) =>
  tender.requests.find((r) => r.user.id === contractorId);

function InviteForm({
  contractor,
  onCancel,
  onInvited,
}: {
  contractor: Contractor;
  onCancel: () => void;
  onInvited: () => void;
}) {
  const tenders = useTenders();
  const invite = useCreateRequest();
  const [tenderId, setTenderId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const options = (tenders.data ?? []).map((tender) => {
    const request = involvement(tender, contractor.id);
    const mark = !request
      ? ''
      : request.origin === 'invitation'
        ? ' — уже приглашён'
        : ' — уже откликнулся';
    return { value: String(tender.id), label: `${tender.tender_name}${mark}` };
  });

  const send = () => {
    if (!tenderId) return;
    setFailure(null);
    invite.mutate(
      {
        tenderId: Number(tenderId),
        user_id: contractor.id,
        comment: DEFAULT_INVITE_COMMENT,
        docs_paths: [],
      },
      {
        onSuccess: onInvited,
        onError: (error) => setFailure(firstErrorMessage(error, MSG_TENDERS.inviteFailed)),
      },
    );
  };

  return (
    <Stack>
      <ContractorCard contractor={contractor} compact />
      {tenders.isPending ? (
        <Loading minHeight={80} label="Загрузка тендеров" />
      ) : tenders.isError ? (
        <ErrorList errors={[firstErrorMessage(tenders.error, MSG_TENDERS.tendersLoadFailed)]} />
      ) : options.length === 0 ? (
        <Text>
          У вас пока нет тендеров.{' '}
          <Anchor component={Link} to="/profile/client/createtender" underline="always">
            Создать тендер
          </Anchor>
        </Text>
      ) : (
        <Select
          label="Тендер"
          placeholder="Выберите тендер"
          data={options}
          value={tenderId}
          onChange={(value) => {
            setTenderId(value);
            setFailure(null);
          }}
          searchable
          nothingFoundMessage="Тендер не найден"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {failure && <ErrorList errors={[failure]} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Отмена
        </Button>
        <Button onClick={send} disabled={!tenderId} loading={invite.isPending}>
          Отправить
        </Button>
      </Group>
    </Stack>
  );
}
