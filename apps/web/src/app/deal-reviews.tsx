import { reviewWindowEnd, type Deal, type DealSide } from '@podryad/domain';
import { DealReviews } from '@/features/reviews/components/deal-reviews';

/**
 * The reviews under a deal, once the deal unlocks them (its work accepted, or ended early after
 * the contract was confirmed): the client's tender page, the executor's invitation page and its
 * deal page show them.
 */
export const reviewsOfDeal = (side: DealSide) =>
  function ReviewsOfDeal(deal: Deal) {
    return reviewWindowEnd(deal) === null ? null : <DealReviews dealId={deal.id} side={side} />;
  };
