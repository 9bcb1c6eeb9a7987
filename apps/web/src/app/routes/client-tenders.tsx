import { useParams } from 'react-router';
import { TenderDetail } from '@/features/client-tenders/components/tender-detail';
import {
  CreateTenderWizard,
  EditTenderWizard,
} from '@/features/client-tenders/components/tender-wizard';

// Route modules of the tender wizard and the tender detail (spec 000 §2).
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
