import { MSG_DEALS, MSG_DEAL_SCREENS } from '@podryad/domain';
import { Stack } from '@mantine/core';
import { ErrorList } from '@/components/error-list';
import { PageTrail } from '@/components/page-trail';
import { queryGate } from '@/components/query-gate';
import { errorMessages } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDeal } from '@/features/deals/api/get-deal';
import { DealView } from '@/features/deals/components/deal-view';
import { reviewsOfDeal } from '@/app/deal-reviews';

/** /profile/contractor/deal/{id}: the deal as the executor reads it, with its steps. */
export function DealPage({ id }: { id: number }) {
  const deal = useDeal(id);
  const gate = queryGate(deal, {
    valid: Number.isInteger(id) && id > 0,
    notFound: MSG_DEALS.notFound,
    failure: <ErrorList errors={errorMessages(deal.error, MSG_DEAL_SCREENS.loadFailed)} />,
    back: {
      to: paths.contractor.deals,
      label: `Вернуться к разделу «${MSG_DEAL_SCREENS.listTitle}»`,
    },
  });
  if (gate || !deal.data) return gate;
  return (
    <Stack py="lg">
      <PageTrail
        to={paths.contractor.deals}
        label={MSG_DEAL_SCREENS.listTitle}
        current={deal.data.tender_title}
      />
      <DealView deal={deal.data} side="contractor" order={1} />
      {reviewsOfDeal('contractor')(deal.data)}
    </Stack>
  );
}
