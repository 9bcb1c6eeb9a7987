import { useParams } from 'react-router';
import { CaseEdit } from '@/features/cases/components/case-editor';
import { CreateCaseWizard } from '@/features/cases/components/create-case-wizard';

// Route modules: the case wizard and the case edit screen.
export const CreateCaseRoute = CreateCaseWizard;

export function EditCaseRoute() {
  const { id } = useParams();
  const caseId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return <CaseEdit key={id} id={caseId} />;
}
