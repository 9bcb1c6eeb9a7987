import { useParams } from 'react-router';
import { OfferComparison } from '@/features/requests/components/offer-comparison';

// The route module of the comparison of a tender's offers: a chunk of its own.
const idOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : NaN);

export function ComparisonRoute() {
  const { id } = useParams();
  return <OfferComparison key={id} id={idOf(id)} />;
}
