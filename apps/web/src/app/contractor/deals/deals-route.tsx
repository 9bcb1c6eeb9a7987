import { useParams } from 'react-router';
import { DealPage } from '@/app/contractor/deals/deal-page';
import { MyDeals } from '@/app/contractor/deals/my-deals';

// Route modules of the contractor's 'Мои договоры' and one deal's page.
const idOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : NaN);

export const DealsRoute = MyDeals;

export function DealRoute() {
  const { id } = useParams();
  return <DealPage key={id} id={idOf(id)} />;
}
