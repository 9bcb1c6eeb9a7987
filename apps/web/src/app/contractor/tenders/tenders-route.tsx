import { useParams } from 'react-router';
import { TenderList } from '@/features/tenders/components/open-tender-list';
import { TenderPage } from '@/app/contractor/tenders/tender-page';

// Route modules of the contractor's tender list and tender view.
const idOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : NaN);

export const TendersRoute = TenderList;

export function TenderRoute() {
  const { id } = useParams();
  return <TenderPage key={id} id={idOf(id)} />;
}
