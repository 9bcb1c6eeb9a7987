import { MSG_DEAL_SCREENS } from '@podryad/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { useTenderDeal } from '@/features/deals/api/get-tender-deal';
import { DealView } from '@/features/deals/components/deal-view';

/**
 * The client's tender page's 'Договор' block, once the tender has a deal (GET /tenders/{id}/deal;
 * none: nothing). The address's '#deal' (the project's list of deals links here) scrolls to it.
 */
export function TenderDeal({ tenderId }: { tenderId: number }) {
  const deal = useTenderDeal(tenderId);
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(deal.data);
  useEffect(() => {
    if (shown && hash === '#deal') ref.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (readFailure(deal) !== null) {
    return <LoadFailure query={deal} fallback={MSG_DEAL_SCREENS.loadFailed} />;
  }
  if (!deal.data) return null;
  return (
    <div id="deal" ref={ref}>
      <DealView deal={deal.data} side="client" />
    </div>
  );
}
