import { MSG_TRAIL, formatMoscow, pageCount, type TrailEntry } from '@podryad/domain';
import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { trailXlsxPath, useTrail } from '@/features/trail/api/get-trail';
import { BusyRegion } from '@/components/busy-region';
import { DownloadButton } from '@/components/download-button';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { SectionCard } from '@/components/section-card';

const ALL = 'all';

type Props = {
  tenderId: number;
  /**
   * The client's view: the contractors to filter by, and the export. Absent for a contractor, who
   * reads only its own entries.
   */
  contractors?: readonly { id: number; name: string }[];
};

/** 'Журнал событий' of a tender: its entries newest first, page by page. */
export function TrailSection({ tenderId, contractors }: Props) {
  const [page, setPage] = useState(1);
  const [contractorId, setContractorId] = useState<number | null>(null);
  const trail = useTrail(tenderId, { page, contractorId });
  const client = contractors !== undefined;

  let body;
  if (readFailure(trail) !== null) {
    body = <LoadFailure query={trail} fallback={MSG_TRAIL.loadFailed} />;
  } else if (!trail.data) {
    body = <Loading minHeight={120} label={MSG_TRAIL.loading} />;
  } else if (trail.data.entries.length === 0) {
    body = (
      <Text size="sm" c="gray.7">
        {MSG_TRAIL.empty}
      </Text>
    );
  } else {
    body = (
      <>
        <BusyRegion busy={trail.isPlaceholderData}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {trail.data.entries.map((entry) => (
              <TrailItem key={entry.id} entry={entry} />
            ))}
          </Stack>
        </BusyRegion>
        <Paginator
          page={trail.data.meta.page}
          pages={pageCount(trail.data.meta)}
          onChange={setPage}
          label={MSG_TRAIL.pages}
        />
      </>
    );
  }

  return (
    <SectionCard labelledBy="trail-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h3" id="trail-title">
            {MSG_TRAIL.title}
          </Title>
          {client && (
            <DownloadButton
              path={trailXlsxPath(tenderId)}
              fallbackName={`trail-${tenderId}.xlsx`}
              label={MSG_TRAIL.export}
              failedMessage={MSG_TRAIL.exportFailed}
              preparingLabel={MSG_TRAIL.preparing}
            />
          )}
        </Group>
        {client && contractors.length > 0 && (
          <NativeSelect
            label={MSG_TRAIL.contractor}
            data={[
              { value: ALL, label: MSG_TRAIL.allContractors },
              ...contractors.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={contractorId === null ? ALL : String(contractorId)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setContractorId(value !== ALL ? Number(value) : null);
              setPage(1);
            }}
            maw={{ sm: 360 }}
          />
        )}
        {body}
      </Stack>
    </SectionCard>
  );
}

/** One entry: when, what, who acted, whom it concerns and its details. */
function TrailItem({ entry }: { entry: TrailEntry }) {
  const who =
    entry.contractor && entry.contractor.id !== entry.actor.id
      ? `${entry.actor.name} → ${entry.contractor.name}`
      : entry.actor.name;
  return (
    <Stack
      component="li"
      gap={2}
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text fw={600} size="sm">
          {entry.label}
        </Text>
        <Text size="xs" c="gray.7">
          {formatMoscow(entry.at)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {who}
      </Text>
      {entry.details && (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {entry.details}
        </Text>
      )}
    </Stack>
  );
}
