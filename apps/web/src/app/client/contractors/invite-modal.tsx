import {
  type ContractorCard as DirectoryCard,
  DEFAULT_INVITE_COMMENT,
  MSG_NOTES,
  MSG_TENDERS,
  MSG_WARNINGS,
  SEARCH_MAX,
  cardWarnings,
  busyWarning,
  type OwnTenderCard,
  cityOfAddress,
  scopeRefusal,
  totalText,
} from '@podryad/domain';
import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateRequest } from '@/features/requests/api/create-request';
import { useTenders } from '@/features/tenders/api/get-tenders';
import { firstErrorMessage } from '@/lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-catalog-state';
import { ContractorCard } from '@/features/contractors/components/contractor-card';
import { ErrorList } from '@/components/error-list';
import { CompanyWarnings } from '@/components/company-warnings';
import { useNow } from '@/lib/use-now';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { paths } from '@/lib/paths';

/** How many tenders the select offers at once; a search finds the others. */
export const TENDER_OPTIONS = 20;

type Props = {
  contractor: DirectoryCard;
  opened: boolean;
  onClose: () => void;
  /** After the invitation was sent; the modal closes itself. */
  onInvited: () => void;
};

/**
 * 'Приглашение подрядчика': the contractor's card, the client's tenders by name and
 * 'Отправить', enabled once a tender is chosen. The select offers the newest TENDER_OPTIONS and
 * asks the server (GET /tenders?q=…) as one types, after a pause. Tenders that already have this
 * contractor are marked; the server answers 409 if one is sent again, and its message is shown.
 * A contractor on the client's own list 'Не приглашать' is marked with the client's note; one
 * that got more than BUSY_INVITATIONS invitations in the last 7 days, with a warning that its
 * answer may be late. Tenders whose work type or city the contractor takes no invitations for are
 * disabled and marked.
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
const involvement = (tender: OwnTenderCard, contractorId: number) =>
  tender.requests.find((r) => r.user.id === contractorId);

type Option = { value: string; label: string; disabled?: boolean };

/**
 * A tender as the select offers it: its name, marked when the contractor is in it already, or
 * disabled and marked when the contractor takes no invitations to its work type or city.
 */
function optionOf(tender: OwnTenderCard, contractor: DirectoryCard): Option {
  const request = involvement(tender, contractor.id);
  const refusal = request
    ? null
    : scopeRefusal(contractor.invitation_scope, {
        work_type: tender.type,
        city: cityOfAddress(tender.address),
      });
  const mark = refusal
    ? ` — ${refusal.toLowerCase()}`
    : !request
      ? ''
      : request.origin === 'invitation'
        ? ' — уже приглашён'
        : ' — уже откликнулся';
  return {
    value: String(tender.id),
    label: `${tender.tender_name}${mark}`,
    ...(refusal ? { disabled: true } : {}),
  };
}

function InviteForm({
  contractor,
  onCancel,
  onInvited,
}: {
  contractor: DirectoryCard;
  onCancel: () => void;
  onInvited: () => void;
}) {
  const [chosen, setChosen] = useState<Option | null>(null);
  const [search, setSearch] = useState('');
  // The box shows the chosen tender's label: that is not a search.
  const typed = chosen && search === chosen.label ? '' : search.trim().slice(0, SEARCH_MAX);
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Each card carries only this contractor's request, if any: what the marks need.
  const tenders = useTenders({ q, per_page: TENDER_OPTIONS, contractor_id: contractor.id });
  const invite = useCreateRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const tenderId = chosen?.value ?? null;
  const now = useNow();
  const busy = busyWarning(contractor.answers);

  const found = (tenders.data?.tenders ?? []).map((t) => optionOf(t, contractor));
  // The chosen one stays a choice while nothing else is searched, so the box can name it.
  const options =
    chosen && !typed && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  const meta = tenders.data?.meta;
  // No tender at all (not merely none found): the way to the wizard instead of the select.
  const none = meta !== undefined && meta.total === 0 && !q && !typed;

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
      <CompanyWarnings title={MSG_WARNINGS.beforeInvite} warnings={cardWarnings(contractor, now)} />
      {contractor.my_note?.do_not_invite && (
        // The client's own list: a warning, the choice stays the client's.
        <Alert color="orange" variant="light" title={MSG_NOTES.onYourList}>
          {contractor.my_note.text && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {contractor.my_note.text}
            </Text>
          )}
        </Alert>
      )}
      {busy && (
        // Many invitations of late: a warning, the choice stays the client's.
        <Alert color="orange" variant="light" role="status">
          {busy}
        </Alert>
      )}
      {readFailure(tenders) !== null && !q ? (
        <LoadFailure query={tenders} fallback={MSG_TENDERS.tendersLoadFailed} />
      ) : tenders.isPending ? (
        <Loading minHeight={80} label="Загрузка тендеров" />
      ) : none ? (
        <Text>
          У вас пока нет тендеров.{' '}
          <Anchor component={Link} to={paths.client.createTender} underline="always">
            Создать тендер
          </Anchor>
        </Text>
      ) : (
        <Select
          label="Тендер"
          placeholder="Выберите тендер"
          data={options}
          value={tenderId}
          onChange={(value, option) => {
            setChosen(value ? { value: option.value, label: option.label } : null);
            setFailure(null);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has searched already (names in any case, Russian word forms).
          filter={({ options: all }) => all}
          nothingFoundMessage={tenders.isFetching ? MSG_TENDERS.loading : 'Тендер не найден'}
          description={
            meta && meta.total > meta.per_page && !typed
              ? `Последние ${meta.per_page} из ${totalText(meta)}: введите название, чтобы найти другой`
              : undefined
          }
          error={
            tenders.isError
              ? firstErrorMessage(tenders.error, MSG_TENDERS.tendersLoadFailed)
              : undefined
          }
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
