import { useParams } from 'react-router';
import { TenderDetail } from '@/app/client/tenders/tender-detail';
import { CreateTenderWizard, EditTenderWizard } from '@/app/client/tenders/tender-wizard';

// Route modules of the tender wizard and the tender detail.
const idOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : NaN);

export const CreateTenderRoute = CreateTenderWizard;

export function EditTenderRoute() {
  const { id } = useParams();
  return <EditTenderWizard key={id} id={idOf(id)} />;
}

export function TenderRoute() {
  const { id } = useParams();
  return <TenderDetail key={id} id={idOf(id)} />;
}
