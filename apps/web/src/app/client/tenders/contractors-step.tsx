import {
  MSG_TENDERS,
  MSG_WARNINGS,
  SEARCH_MAX,
  cardWarnings,
  pageCount,
  scopeRefusal,
  type ContractorCard as DirectoryCard,
  type WorkType,
} from '@podryad/domain';
import {
  Avatar,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Drawer, Modal } from '@/components/overlays';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BusyRegion } from '@/components/busy-region';
import { CompanyWarnings } from '@/components/company-warnings';
import { useNow } from '@/lib/use-now';
import { ContractorCard, contractorName } from '@/features/contractors/components/contractor-card';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Paginator } from '@/components/paginator';
import { useContractors } from '@/features/contractors/api/get-contractors';
import { imageUrl } from '@/lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-catalog-state';
import { useIsPhone } from '@/lib/use-is-phone';
import type { PickedContractor } from '@/features/tenders/utils/tender-draft';

/** A contractor the tender already has a request from: invited earlier, or one who offered. */
export type InvitedContractor = { id: number; name: string; origin: 'offer' | 'invitation' };

/** What of the tender decides whom its invitations may reach: its work type and city, if known. */
export type InviteTarget = { work_type: WorkType; city: string | null };

type Props = {
  picked: PickedContractor[];
  invited: InvitedContractor[];
  onAdd: (contractor: PickedContractor) => void;
  onRemove: (id: number) => void;
  /** Whether the step shows its heading (the tender page's card has its own). */
  heading?: boolean;
  /** Whether those already on the tender are listed (the tender page lists them apart). */
  listInvited?: boolean;
  /** What shows while nobody is chosen. */
  emptyText?: string;
  /** The tender's work type and city, once known: contractors who take no invitations to it are marked. */
  target?: InviteTarget;
};

const ORIGIN_LABELS = { invitation: 'Уже приглашён', offer: 'Прислал предложение' } as const;

export const pickedOf = (c: DirectoryCard): PickedContractor => ({
  id: c.id,
  name: contractorName(c),
  region: c.profile.region,
});

/**
 * Step 3 'Аккредитованные подрядчики': the contractors to invite, chosen in the
 * drawer 'Выбор подрядчика' through the contractor card modal. Those already on the tender stay
 * listed and cannot be removed. Once the tender's work type is known (`target`), a contractor who
 * takes no invitations to its work type or city is marked so and cannot be chosen.
 */
export function ContractorsStep({
  picked,
  invited,
  onAdd,
  onRemove,
  heading = true,
  listInvited = true,
  emptyText = 'Подрядчики не выбраны. Пригласить их можно и позже.',
  target,
}: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [card, setCard] = useState<DirectoryCard | null>(null);
  const now = useNow();
  const taken = new Set([...picked.map((c) => c.id), ...invited.map((c) => c.id)]);
  const listed = listInvited ? invited : [];

  return (
    <Stack>
      {heading && (
        <Title order={2} size="h4">
          Аккредитованные подрядчики
        </Title>
      )}
      {picked.length === 0 && listed.length === 0 ? (
        <Text size="sm" c="gray.7">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {listed.map((c) => (
            <Paper key={`invited-${c.id}`} component="li" withBorder radius="md" p="sm">
              {/* The badge goes under a long name on a narrow screen rather than lose its words. */}
              <Group justify="space-between" gap="xs">
                <Text fw={500}>{c.name}</Text>
                <Badge variant="light" color="gray">
                  {ORIGIN_LABELS[c.origin]}
                </Badge>
              </Group>
            </Paper>
          ))}
          {picked.map((c) => (
            <Paper key={c.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>{c.name}</Text>
                  {c.region && (
                    <Text size="sm" c="gray.7">
                      {c.region}
                    </Text>
                  )}
                </div>
                <CloseButton
                  aria-label={`Убрать подрядчика ${c.name}`}
                  onClick={() => onRemove(c.id)}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <div>
        <Button variant="light" onClick={() => setDrawerOpen(true)}>
          Выбрать подрядчика
        </Button>
      </div>

      <Drawer
        opened={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Выбор подрядчика"
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
        position="right"
        size="md"
      >
        {drawerOpen && <ContractorPicker taken={taken} target={target} onOpen={setCard} />}
      </Drawer>

      <Modal
        opened={card !== null}
        onClose={() => setCard(null)}
        title="Карточка подрядчика"
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
        centered
      >
        {card && (
          <Stack>
            <CompanyWarnings title={MSG_WARNINGS.beforeInvite} warnings={cardWarnings(card, now)} />
            <ContractorCard
              contractor={card}
              actions={
                <Button
                  disabled={taken.has(card.id) || refusalOf(card, target) !== null}
                  onClick={() => {
                    onAdd(pickedOf(card));
                    setCard(null);
                  }}
                >
                  {taken.has(card.id) ? 'Уже выбран' : 'Выбрать'}
                </Button>
              }
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** Why the contractor takes no invitation to the tender, or null (also while it is not known). */
const refusalOf = (contractor: DirectoryCard, target: InviteTarget | undefined) =>
  target ? scopeRefusal(contractor.invitation_scope, target) : null;

/** Contractors per page of the drawer's list. */
const PICKER_PAGE = 20;

/**
 * The drawer's list: the directory by name, searched on the server as one types (after a pause)
 * and paged. Contractors who do not take part in tenders, or take no invitations to the tender,
 * are shown but cannot be chosen.
 */
function ContractorPicker({
  taken,
  target,
  onOpen,
}: {
  taken: Set<number>;
  target: InviteTarget | undefined;
  onOpen: (contractor: DirectoryCard) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const contractors = useContractors({ q, page, per_page: PICKER_PAGE });
  const shown = contractors.data?.users ?? [];
  const meta = contractors.data?.meta;
  // A phone's drawer is too narrow for a name and a badge side by side: the badge goes under it.
  const phone = useIsPhone();

  return (
    <Stack>
      <TextInput
        aria-label="Поиск подрядчика"
        placeholder="Поиск по названию"
        value={search}
        maxLength={SEARCH_MAX}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {readFailure(contractors) !== null ? (
        <LoadFailure query={contractors} fallback={MSG_TENDERS.contractorsLoadFailed} />
      ) : contractors.isPending ? (
        <Text size="sm">{MSG_TENDERS.loading}</Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="gray.7">
          Подрядчики не найдены
        </Text>
      ) : (
        <BusyRegion busy={contractors.isPlaceholderData}>
          <Stack gap="xs">
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {shown.map((c) => {
                const refusal = refusalOf(c, target);
                const closed = !c.participates_in_tenders || (refusal !== null && !taken.has(c.id));
                return (
                  <li key={c.id}>
                    <UnstyledButton
                      onClick={() => onOpen(c)}
                      disabled={closed}
                      w="100%"
                      p="xs"
                      style={{
                        borderRadius: 'var(--mantine-radius-md)',
                        cursor: closed ? 'not-allowed' : undefined,
                      }}
                    >
                      <Group wrap="nowrap" gap="sm">
                        <Avatar src={imageUrl(c.profile.avatar)} alt="" radius="md" color="blue">
                          {contractorName(c).slice(0, 1).toUpperCase()}
                        </Avatar>
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Text fw={500} truncate="end">
                            {contractorName(c)}
                          </Text>
                          {c.profile.region && (
                            <Text size="sm" c="gray.7" truncate="end">
                              {c.profile.region}
                            </Text>
                          )}
                          {phone && <PickerBadge contractor={c} taken={taken} refusal={refusal} />}
                        </div>
                        {!phone && <PickerBadge contractor={c} taken={taken} refusal={refusal} />}
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
            {meta && <Paginator page={meta.page} pages={pageCount(meta)} onChange={setPage} />}
          </Stack>
        </BusyRegion>
      )}
    </Stack>
  );
}

/**
 * Why a contractor of the picker's list is marked: chosen already, out of tenders, or taking no
 * invitations to the tender's work type or city.
 */
function PickerBadge({
  contractor,
  taken,
  refusal,
}: {
  contractor: DirectoryCard;
  taken: Set<number>;
  refusal: string | null;
}) {
  if (taken.has(contractor.id))
    return (
      <Badge variant="light" color="green">
        Выбран
      </Badge>
    );
  if (!contractor.participates_in_tenders)
    return (
      <Badge variant="light" color="gray">
        Не участвует в тендерах
      </Badge>
    );
  if (refusal)
    return (
      // A long mark wraps rather than lose its words.
      <Badge
        variant="light"
        color="gray"
        maw="100%"
        h="auto"
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      >
        {refusal}
      </Badge>
    );
  return null;
}
