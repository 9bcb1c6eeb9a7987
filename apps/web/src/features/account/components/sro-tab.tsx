import {
  MSG_SRO,
  SRO_KIND_LABELS,
  SRO_MEMBERSHIPS_MAX,
  type SroKind,
  type SroMembershipView,
  sroLevelLabel,
} from '@podryad/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useSession } from '@/stores/session';
import { useSroMemberships } from '@/features/account/api/get-sro-memberships';
import { useSaveSroMemberships } from '@/features/account/api/save-sro-memberships';
import { SroMembershipModal } from '@/features/account/components/sro-membership-modal';

/** A new membership starts as the contractor's work: designers for design, builders otherwise. */
function defaultKind(): SroKind {
  const profile = useSession.getState().user?.profile;
  const works = profile && 'type_of_works' in profile ? profile.type_of_works : [];
  return works[0] === 'design' ? 'design' : 'construction';
}

/**
 * The cabinet's tab 'Членство в СРО': the memberships the contractor states, each with 'Изменить'
 * and 'Удалить' (asked to confirm), and 'Добавить СРО' up to ten. Every change saves the whole
 * list at once; `onSaved` shows the cabinet's banner.
 */
export function SroTab({ onSaved }: { onSaved: (message: string) => void }) {
  const query = useSroMemberships();
  const [editing, setEditing] = useState<{ index: number | null }>();
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeErrors, setRemoveErrors] = useState<string[]>([]);
  const save = useSaveSroMemberships();

  const failure = readFailure(query);
  if (failure !== null) return <LoadFailure query={query} fallback={MSG_SRO.loadFailed} />;
  if (!query.data) return <Loading />;
  const memberships = query.data;
  const full = memberships.length >= SRO_MEMBERSHIPS_MAX;

  const closeRemove = () => {
    setRemoving(null);
    setRemoveErrors([]);
  };
  const remove = () => {
    if (removing === null) return;
    save.mutate(
      { memberships: memberships.filter((_, i) => i !== removing) },
      {
        onSuccess: () => {
          closeRemove();
          onSaved(MSG_SRO.removed);
        },
        onError: (error) => setRemoveErrors(errorMessages(error, MSG_SRO.saveFailed)),
      },
    );
  };

  const add = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => setEditing({ index: null })}
      disabled={full}
      mih={PHONE_TOUCH_HEIGHT}
    >
      {MSG_SRO.add}
    </Button>
  );

  return (
    <Stack component="section" aria-labelledby="sro-title">
      <Group justify="space-between" align="center">
        <Title order={3} id="sro-title">
          {MSG_SRO.title}
        </Title>
        {memberships.length > 0 && add}
      </Group>
      <Text size="sm" c="gray.7">
        {MSG_SRO.tabHint}
      </Text>
      {full && (
        <Text size="sm" c="gray.7">
          {MSG_SRO.tooMany}
        </Text>
      )}
      {memberships.length === 0 ? (
        <EmptyState title={MSG_SRO.empty} action={add}>
          {MSG_SRO.emptyHint}
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {memberships.map((m, i) => (
            <li key={`${m.registration_number}-${i}`}>
              <MembershipCard
                membership={m}
                onEdit={() => setEditing({ index: i })}
                onRemove={() => setRemoving(i)}
              />
            </li>
          ))}
        </Stack>
      )}
      <SroMembershipModal
        editing={editing}
        memberships={memberships}
        defaultKind={defaultKind()}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          onSaved(MSG_SRO.saved);
        }}
      />
      <ConfirmModal
        opened={removing !== null}
        title={MSG_SRO.removeTitle}
        onClose={closeRemove}
        onConfirm={remove}
        pending={save.isPending}
        errors={removeErrors}
      >
        {removing !== null && memberships[removing]
          ? MSG_SRO.removeText(memberships[removing].sro_name)
          : null}
      </ConfirmModal>
    </Stack>
  );
}

function MembershipCard({
  membership: m,
  onEdit,
  onRemove,
}: {
  membership: SroMembershipView;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={m.sro_name}>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {m.sro_name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color={m.kind === 'design' ? 'violet' : 'orange'}>
            {SRO_KIND_LABELS[m.kind]}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.registration_number}
        </Text>
        <Text size="sm">{sroLevelLabel(m.kind, m.level)}</Text>
        <Group gap="xs" mt={4}>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={`${MSG_SRO.edit}: ${m.sro_name}`}
            mih={PHONE_TOUCH_HEIGHT}
          >
            {MSG_SRO.edit}
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            aria-label={`${MSG_SRO.remove}: ${m.sro_name}`}
            mih={PHONE_TOUCH_HEIGHT}
          >
            {MSG_SRO.remove}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
