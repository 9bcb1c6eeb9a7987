import {
  type CompanyRegistry,
  REGISTRY_STATUS_TONE,
  REGISTRY_TEXTS,
  type RegistryFacts,
  formatDate,
  registeredNameDiffers,
  registryAge,
  registryCheckedText,
  registryNotCheckedText,
  registryPost,
} from '@podryad/domain';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck, IconShieldQuestion } from '@tabler/icons-react';
import { useId } from 'react';
import { ReadField } from '@/components/read-field';
import { WRAPPING_BADGE } from '@/components/wrapping-badge';
import { useNow } from '@/lib/use-now';

/*
 * What the state register says of a company, as the server stored it from its last check: the
 * full card on a contractor's page, a line of badges on the directory's cards and in the
 * comparison. A company not checked says so and why; nothing here reads as verified unless the
 * register answered.
 */

type Props = {
  registry: CompanyRegistry;
  /** The names the company gave (full, short): the card warns when the register's is another. */
  givenNames: readonly (string | null | undefined)[];
};

const TONE_COLOR = { good: 'green', warning: 'yellow', bad: 'red' } as const;

const namesDiffer = (registry: RegistryFacts, given: Props['givenNames']) =>
  registeredNameDiffers(given, registry.name);

/** The age is counted again each hour the page stays open: days matter little to it. */
const AGE_REFRESH_MS = 3600_000;

/** The full card of a contractor's page. */
export function RegistryCard({ registry, givenNames }: Props) {
  const headingId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="sm" id={headingId}>
        {REGISTRY_TEXTS.title}
      </Title>
      {registry.checked ? (
        <Facts registry={registry} givenNames={givenNames} />
      ) : (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldQuestion size={20} aria-hidden style={{ flex: 'none' }} />
          <Text>{registryNotCheckedText(registry.reason.code)}</Text>
        </Group>
      )}
    </Paper>
  );
}

/** A line of the card that weighs against the company. */
const FactWarning = ({ color, children }: { color: 'yellow' | 'red'; children: string }) => (
  <Alert color={color} variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
    {children}
  </Alert>
);

function Facts({
  registry,
  givenNames,
}: {
  registry: RegistryFacts;
  givenNames: Props['givenNames'];
}) {
  const now = useNow(AGE_REFRESH_MS);
  const age = registryAge(registry.registered_on, now);
  const individual = registry.kind === 'individual';
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <StatusBadge registry={registry} />
        <Checked registry={registry} />
      </Group>
      {namesDiffer(registry, givenNames) && (
        <FactWarning color="yellow">{REGISTRY_TEXTS.nameDiffers}</FactWarning>
      )}
      {registry.unreliable && <FactWarning color="red">{REGISTRY_TEXTS.unreliable}</FactWarning>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <ReadField label={REGISTRY_TEXTS.registeredName}>
          {registry.name.short ?? registry.name.full ?? ''}
        </ReadField>
        <ReadField label={REGISTRY_TEXTS.ogrn[registry.kind]}>{registry.ogrn ?? ''}</ReadField>
        <ReadField label={REGISTRY_TEXTS.registeredOn}>
          {registry.registered_on
            ? `${formatDate(registry.registered_on)}${age ? ` (${age})` : ''}`
            : ''}
        </ReadField>
        {registry.liquidated_on && (
          <ReadField label={REGISTRY_TEXTS.liquidatedOn}>
            {formatDate(registry.liquidated_on)}
          </ReadField>
        )}
        <ReadField label={individual ? REGISTRY_TEXTS.entrepreneur : REGISTRY_TEXTS.director}>
          {registry.director
            ? [registry.director.name, registryPost(registry.director.post)]
                .filter(Boolean)
                .join(', ')
            : ''}
        </ReadField>
        <ReadField label={REGISTRY_TEXTS.address}>{registry.address ?? ''}</ReadField>
        <ReadField label={REGISTRY_TEXTS.okved}>{registry.okved ?? ''}</ReadField>
      </SimpleGrid>
    </Stack>
  );
}

function StatusBadge({ registry }: { registry: RegistryFacts }) {
  return (
    <Badge color={TONE_COLOR[REGISTRY_STATUS_TONE[registry.status.code]]} variant="light">
      {registry.status.label}
    </Badge>
  );
}

function Checked({ registry, size = 'sm' }: { registry: RegistryFacts; size?: 'xs' | 'sm' }) {
  return (
    <Text size={size} c="gray.7">
      <IconShieldCheck size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {registryCheckedText(registry.kind, registry.checked_at)}
    </Text>
  );
}

/**
 * The register's word in a line, for the directory's cards and the comparison: the status and the
 * check's date (with a warning when the register names the company otherwise), or 'Не проверено'
 * and why.
 */
export function RegistryBadge({ registry, givenNames }: Props) {
  if (!registry.checked) {
    return (
      <Group gap={6}>
        <Badge
          color="gray"
          variant="outline"
          leftSection={<IconShieldQuestion size={12} aria-hidden />}
        >
          {REGISTRY_TEXTS.notChecked}
        </Badge>
        <Text size="xs" c="gray.7">
          {registry.reason.label}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6}>
      <StatusBadge registry={registry} />
      <Checked registry={registry} size="xs" />
      {namesDiffer(registry, givenNames) && (
        <Badge
          color="yellow"
          variant="outline"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          {...WRAPPING_BADGE}
        >
          {REGISTRY_TEXTS.nameDiffersShort}
        </Badge>
      )}
    </Group>
  );
}
