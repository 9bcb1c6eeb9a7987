import {
  DEAL_LIST_FILTERS,
  DEAL_LIST_FILTER_LABELS,
  MSG_DEAL_SCREENS,
  pageCount,
  type DealListFilter,
} from '@podryad/domain';
import { Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BusyRegion } from '@/components/busy-region';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { paths } from '@/lib/paths';
import { readChoice, readPage, unlessDefault, useSetParams } from '@/lib/url-state';
import { useDeals } from '@/features/deals/api/get-deals';
import { DealCard } from '@/features/deals/components/deal-card';

/** The list call's filter: a status, or only the overdue ones. */
const queryOf = (filter: DealListFilter) =>
  filter === 'all' ? {} : filter === 'overdue' ? { overdue: 'true' as const } : { status: filter };

/**
 * /profile/contractor/deals 'Мои договоры': one page of the contractor's deals (GET /deals), newest
 * move first, by status or only the overdue ones; each card opens the deal. The URL keeps `status`
 * (left out for 'Все') and `page` (left out on the first).
 */
export function MyDeals() {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const filter = readChoice(params.get('status'), DEAL_LIST_FILTERS);
  const page = readPage(params.get('page'));
  const deals = useDeals({ ...queryOf(filter), page: unlessDefault(page, 1) });
  const answer = deals.data;
  const pages = answer ? pageCount(answer.meta) : 1;
  // A page past the end (a stale link): go to the last one instead.
  const pastTheEnd = answer !== undefined && answer.meta.total > 0 && answer.meta.page > pages;
  useEffect(() => {
    if (pastTheEnd && !deals.isPlaceholderData) {
      setParams({ page: unlessDefault(pages, 1) }, { replace: true });
    }
  }, [pastTheEnd, deals.isPlaceholderData, pages, setParams]);

  let body;
  if (readFailure(deals) !== null) {
    body = <LoadFailure query={deals} fallback={MSG_DEAL_SCREENS.listLoadFailed} />;
  } else if (!answer || pastTheEnd) {
    body = <Loading minHeight={240} />;
  } else if (answer.meta.total === 0 && filter === 'all') {
    body = (
      <EmptyState
        title={MSG_DEAL_SCREENS.empty}
        action={
          <Button component={Link} to={paths.contractor.tenders}>
            Тендеры
          </Button>
        }
      >
        {MSG_DEAL_SCREENS.emptyHint}
      </EmptyState>
    );
  } else {
    body = (
      <BusyRegion busy={deals.isPlaceholderData}>
        <Stack gap="sm">
          {answer.deals.length === 0 ? (
            <Text size="sm" c="gray.7">
              {MSG_DEAL_SCREENS.emptyFiltered}
            </Text>
          ) : (
            answer.deals.map((deal) => (
              <DealCard
                key={deal.id}
                deal={deal}
                side="contractor"
                to={paths.contractor.deal(deal.id)}
              />
            ))
          )}
          <Paginator
            page={answer.meta.page}
            pages={pages}
            onChange={(next) => setParams({ page: unlessDefault(next, 1) })}
          />
        </Stack>
      </BusyRegion>
    );
  }

  return (
    <Stack py="lg" maw={880}>
      <Title order={1}>{MSG_DEAL_SCREENS.listTitle}</Title>
      <NativeSelect
        label="Показать"
        maw={{ base: '100%', xs: 320 }}
        data={DEAL_LIST_FILTERS.map((f) => ({ value: f, label: DEAL_LIST_FILTER_LABELS[f] }))}
        value={filter}
        onChange={(event) =>
          setParams({
            status: unlessDefault(event.currentTarget.value as DealListFilter, 'all'),
            page: null,
          })
        }
      />
      {body}
    </Stack>
  );
}
