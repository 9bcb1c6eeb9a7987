import { useParams } from 'react-router';
import { TenderPage } from '@/app/contractor/tenders/tender-page';

// Route module of the contractor's tender view (the list's is tender-list-route.tsx).
const idOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : NaN);

export function TenderRoute() {
  const { id } = useParams();
  return <TenderPage key={id} id={idOf(id)} />;
}
