import { isNewAnswer, type RequestCard } from '@podryad/domain';

/**
 * A page of the requests split into 'Новые заявки' (answered and unseen) and 'Все заявки'. The
 * server sends the new answers first, so the groups keep its order.
 */
export function groupRequests(requests: readonly RequestCard[]) {
  return {
    fresh: requests.filter(isNewAnswer),
    rest: requests.filter((r) => !isNewAnswer(r)),
  };
}
