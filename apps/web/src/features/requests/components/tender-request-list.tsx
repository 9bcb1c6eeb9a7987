import {
  MSG_TENDERS,
  REQUEST_FILTERS,
  REQUEST_FILTER_LABELS,
  pageCount,
  type RequestFilter,
  type RequestCard,
  type TenderStatus,
} from '@podryad/domain';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { tenderRequestsQuery, useRequests } from '@/features/requests/api/get-requests';
import { BusyRegion } from '@/components/busy-region';
import { CountFilters, countsOf } from '@/components/count-filters';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { RequestRow } from '@/features/requests/components/request-row';
import { groupRequests } from '@/features/requests/utils/group-requests';

type RowProps = {
  /** Opens a request: with the client's decision when it awaits one, read-only otherwise. */
  onOpen: (request: RequestCard) => void;
  /** The tender's status: once it ended, nothing waits for a decision. */
  tenderStatus?: TenderStatus;
};

function RequestGroup({
  title,
  requests,
  onOpen,
  tenderStatus,
}: { title: string; requests: RequestCard[] } & RowProps) {
  if (requests.length === 0) return null;
  return (
    <Stack gap={0}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
        {requests.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            onOpen={onOpen}
            tenderStatus={tenderStatus}
          />
        ))}
      </Box>
    </Stack>
  );
}

type Props = RowProps & {
  tenderId: number;
  /** The filter and the page shown (the dashboard keeps them in its URL). */
  filter: RequestFilter;
  page: number;
  onFilter: (filter: RequestFilter) => void;
  /** Another page: a new history entry, unless `replace` (a page that no longer exists). */
  onPage: (page: number, options?: { replace: boolean }) => void;
};

/**
 * The responses to the selected tender, one page of the server's (GET /request?tender_id=…): the
 * five filters with the server's counts, the page's new answers apart from the rest, and the pages.
 */
export function RequestList({
  tenderId,
  filter,
  page,
  onFilter,
  onPage,
  onOpen,
  tenderStatus,
}: Props) {
  const requests = useRequests(tenderRequestsQuery(tenderId, filter, page));
  const answer = requests.data;
  const pages = answer ? pageCount(answer.meta) : 1;
  // A page past the end (a stale link, fewer requests since): go to the last one instead.
  const pastTheEnd = answer !== undefined && answer.meta.total > 0 && answer.meta.page > pages;
  useEffect(() => {
    if (pastTheEnd && !requests.isPlaceholderData) onPage(pages, { replace: true });
  }, [pastTheEnd, requests.isPlaceholderData, pages, onPage]);

  let body;
  if (readFailure(requests) !== null) {
    body = <LoadFailure query={requests} fallback={MSG_TENDERS.requestsLoadFailed} />;
  } else if (!requests.data || pastTheEnd) {
    body = <Loading minHeight={120} label="Загрузка заявок" />;
  } else {
    const { meta, counts } = requests.data;
    const { fresh, rest } = groupRequests(requests.data.requests);
    body = (
      <>
        <CountFilters
          label="Фильтр заявок"
          filters={REQUEST_FILTERS}
          labels={REQUEST_FILTER_LABELS}
          counts={countsOf(REQUEST_FILTERS, counts)}
          value={filter}
          onChange={onFilter}
        />
        <BusyRegion busy={requests.isPlaceholderData}>
          <Stack gap="md">
            {!counts.all ? (
              <Text size="sm" c="gray.7">
                Заявок пока нет
              </Text>
            ) : fresh.length + rest.length === 0 ? (
              <Text size="sm" c="gray.7">
                Нет заявок с таким статусом
              </Text>
            ) : (
              <>
                <RequestGroup
                  title="Новые заявки"
                  requests={fresh}
                  onOpen={onOpen}
                  tenderStatus={tenderStatus}
                />
                <RequestGroup
                  title="Все заявки"
                  requests={rest}
                  onOpen={onOpen}
                  tenderStatus={tenderStatus}
                />
              </>
            )}
          </Stack>
        </BusyRegion>
        <Paginator
          page={meta.page}
          pages={pages}
          onChange={(next) => onPage(next)}
          label="Страницы заявок"
        />
      </>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="requests-title">
      <Stack>
        <Title order={2} size="h4" id="requests-title">
          Заявки
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
