import { MSG_SRO, SRO_KIND_LABELS, type SroMembershipView, sroLevelLabel } from '@podryad/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A contractor's СРО memberships as its page shows them to a client: each one's СРО, kind,
 * number in the state register and level of responsibility, said to be the contractor's own word
 * ('со слов подрядчика'): nobody checked them against the registers.
 */
export function SroMemberships({ memberships }: { memberships: SroMembershipView[] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="contractor-sro">
      <Group gap="xs" align="baseline" mb="sm">
        <Title order={2} size="h3" id="contractor-sro">
          {MSG_SRO.title}
        </Title>
        <Text size="sm" c="gray.7" fs="italic" data-testid="sro-stated">
          {MSG_SRO.stated}
        </Text>
      </Group>
      {memberships.length === 0 ? (
        <Text c="gray.7">{MSG_SRO.none}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {memberships.map((m, i) => (
            <Stack
              key={`${m.registration_number}-${i}`}
              component="li"
              gap={2}
              aria-label={`${m.sro_name}, ${MSG_SRO.stated}`}
            >
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {m.sro_name}
                </Text>
                <Badge variant="light" color={m.kind === 'design' ? 'violet' : 'orange'}>
                  {SRO_KIND_LABELS[m.kind]}
                </Badge>
              </Group>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {m.registration_number}
              </Text>
              <Text size="sm">{sroLevelLabel(m.kind, m.level)}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
