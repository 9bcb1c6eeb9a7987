import { useParams } from 'react-router';
import { CaseEdit } from '@/features/cases/components/case-editor';

// Route modules: the case wizard (empty, or filled from a deal) and the case edit screen.
export { CreateCaseRoute } from '@/app/contractor/case-from-deal';

export function EditCaseRoute() {
  const { id } = useParams();
  const caseId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return <CaseEdit key={id} id={caseId} />;
}
