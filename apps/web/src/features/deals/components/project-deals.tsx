import { MSG_DEAL_SCREENS, pageCount, totalText } from '@podryad/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BusyRegion } from '@/components/busy-region';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { paths } from '@/lib/paths';
import { useDeals } from '@/features/deals/api/get-deals';
import { DealCard } from '@/features/deals/components/deal-card';

/** How many of a project's deals its page shows at once. */
export const PROJECT_DEALS_PAGE = 10;

/**
 * The project page's 'Договоры проекта': a page at a time of the deals of the project's tenders
 * (GET /deals?project_id=…), newest move first, each leading to its tender page's 'Договор'.
 * Nothing is shown while the project has none.
 */
export function ProjectDeals({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const deals = useDeals({ project_id: projectId, page, per_page: PROJECT_DEALS_PAGE });
  const answer = deals.data;
  if (readFailure(deals) !== null) {
    return <LoadFailure query={deals} fallback={MSG_DEAL_SCREENS.listLoadFailed} />;
  }
  if (!answer) return <Loading minHeight={120} />;
  const meta = answer.meta;
  if (meta.total === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="project-deals"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="project-deals">
          {MSG_DEAL_SCREENS.projectTitle} ({totalText(meta)})
        </Title>
        <BusyRegion busy={deals.isPlaceholderData}>
          <Stack gap="sm">
            {answer.deals.map((deal) => (
              <DealCard
                key={deal.id}
                deal={deal}
                side="client"
                to={paths.client.tenderDeal(deal.tender_id)}
              />
            ))}
          </Stack>
        </BusyRegion>
        {pageCount(meta) > 1 && (
          <Paginator page={meta.page} pages={pageCount(meta)} onChange={setPage} />
        )}
        {answer.deals.length === 0 && (
          <Text size="sm" c="gray.7">
            {MSG_DEAL_SCREENS.projectEmpty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
