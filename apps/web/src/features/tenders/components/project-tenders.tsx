import { MSG, formatDate, pageCount, totalText } from '@podryad/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { paths } from '@/lib/paths';
import { useTenders } from '@/features/tenders/api/get-tenders';
import { LoadFailure, readFailure } from '@/components/load-failure';

/** How many of a project's tenders its page shows at once. */
export const PROJECT_TENDERS_PAGE = 10;

/**
 * The project page's 'Тендеры проекта': a page at a time of the client's tenders in this project
 * (GET /tenders?project_id=…), newest first, each a link to its tender, and 'Создать тендер', which
 * opens the wizard with this project chosen.
 */
export function ProjectTenders({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const tenders = useTenders({ project_id: projectId, page, per_page: PROJECT_TENDERS_PAGE });
  const create = (
    <Button component={Link} to={paths.client.createTenderIn(projectId)}>
      Создать тендер
    </Button>
  );
  const meta = tenders.data?.meta;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="project-tenders"
    >
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h3" id="project-tenders">
          Тендеры проекта{meta && meta.total > 0 ? ` (${totalText(meta)})` : ''}
        </Title>
        {create}
      </Group>
      {readFailure(tenders) !== null ? (
        <LoadFailure query={tenders} fallback={MSG.generic} />
      ) : !tenders.data ? (
        <Loading minHeight={80} />
      ) : tenders.data.tenders.length === 0 ? (
        <Text c="gray.7">В этом проекте пока нет тендеров.</Text>
      ) : (
        <Stack gap="xs">
          {tenders.data.tenders.map((tender) => (
            <Group
              key={tender.id}
              justify="space-between"
              gap="xs"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Anchor component={Link} to={paths.client.tender(tender.id)} fw={600}>
                  {tender.tender_name}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {tender.services}, с {formatDate(tender.start_date)}
                </Text>
              </Stack>
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {tender.status.label}
              </Badge>
            </Group>
          ))}
          {meta && pageCount(meta) > 1 && (
            <Paginator page={page} pages={pageCount(meta)} onChange={setPage} />
          )}
        </Stack>
      )}
    </Paper>
  );
}
