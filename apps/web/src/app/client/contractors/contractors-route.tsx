import { useParams } from 'react-router';
import { ContractorDetail } from '@/app/client/contractors/contractor-detail';
import { ContractorDirectory } from '@/features/contractors/components/contractor-directory';

// Route modules of the contractor directory and detail.
export const ContractorsRoute = ContractorDirectory;

export function ContractorRoute() {
  const { id } = useParams();
  const contractorId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return <ContractorDetail key={id} id={contractorId} />;
}
