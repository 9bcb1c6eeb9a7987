import { DEAL_ANCHOR, type Deal, type DealSide, MSG_DEAL_SCREENS } from '@podryad/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { useTenderDeal } from '@/features/deals/api/get-tender-deal';
import { DealView } from '@/features/deals/components/deal-view';

/**
 * A tender page's 'Договор' block, once the tender has a deal (GET /tenders/{id}/deal; none:
 * nothing): the client's tender page and the executor's invitation page. The address's '#deal'
 * (the project's list of deals and the deal's notices link here) scrolls to it.
 */
export function TenderDeal({
  tenderId,
  side,
  after,
}: {
  tenderId: number;
  side: DealSide;
  /** What follows the deal inside its anchor (the page's reviews of the deal). */
  after?: (deal: Deal) => ReactNode;
}) {
  const deal = useTenderDeal(tenderId);
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(deal.data);
  useEffect(() => {
    if (shown && hash === `#${DEAL_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (readFailure(deal) !== null) {
    return <LoadFailure query={deal} fallback={MSG_DEAL_SCREENS.loadFailed} />;
  }
  if (!deal.data) return null;
  return (
    <Stack id={DEAL_ANCHOR} ref={ref} gap="lg">
      <DealView deal={deal.data} side={side} />
      {after?.(deal.data)}
    </Stack>
  );
}
