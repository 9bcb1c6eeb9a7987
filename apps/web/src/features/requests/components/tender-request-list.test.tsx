import { MSG, MSG_TENDERS } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeParty, makeRequest, requestPage } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, unavailable } from '@/test/render';
import { RequestList } from '@/features/requests/components/tender-request-list';

const REQUESTS = [
  makeRequest(1, 'waiting', { user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }) }),
];

/** The list of tender 42's requests, GET /request answered by `answer`. */
function renderList(answer: (url: URL) => Response) {
  seedSession({ token: 't' });
  const served = serveFetch({ 'GET /api/request': (_body, url) => answer(url) });
  renderWithProviders(
    <RequestList
      tenderId={42}
      filter="all"
      page={1}
      onFilter={() => {}}
      onPage={() => {}}
      onOpen={() => {}}
    />,
  );
  return { ...served, section: () => screen.getByRole('region', { name: 'Заявки' }) };
}

describe('RequestList under faults', () => {
  it("says a 503 while it retries, with 'Повторить' that loads the requests", async () => {
    // The server asks to wait 30 s: only 'Повторить' loads again within the test.
    let answer = (_url: URL): Response => unavailable(30);
    const { section, calls } = renderList((url) => answer(url));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(section()).queryByLabelText('Загрузка заявок')).toBeNull();

    answer = (url) => json(200, requestPage(REQUESTS, url, 'client'));
    await userEvent.click(within(section()).getByRole('button', { name: MSG.retry }));
    expect(await within(section()).findByText('СтройМонтаж')).toBeInTheDocument();
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("says a failed load in its own words, and 'Повторить' loads the requests", async () => {
    let answer = (_url: URL): Response => json(500, {});
    const { section } = renderList((url) => answer(url));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      MSG_TENDERS.requestsLoadFailed,
    );
    answer = (url) => json(200, requestPage(REQUESTS, url, 'client'));
    await userEvent.click(within(section()).getByRole('button', { name: MSG.retry }));
    expect(await within(section()).findByText('СтройМонтаж')).toBeInTheDocument();
  });
});
