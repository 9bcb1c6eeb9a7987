import { MSG_CASES, caseDraftOfDeal, caseFromDealNote } from '@podryad/domain';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/loading';
import { useCaseDeal } from '@/features/cases/api/get-case-deal';
import { CreateCaseWizard } from '@/features/cases/components/create-case-wizard';
import { draftOfFields } from '@/features/cases/utils/case-draft';
import { useTender } from '@/features/tenders/api/get-tender';

/** The route module of the case wizard: empty, or filled from the deal `?deal=<id>`. */
export function CreateCaseRoute() {
  const [params] = useSearchParams();
  const deal = params.get('deal');
  if (deal === null) return <CreateCaseWizard />;
  return <CaseFromDeal key={deal} dealId={/^\d+$/.test(deal) ? Number(deal) : null} />;
}

const failed = { text: MSG_CASES.dealReadFailed, tone: 'warning' } as const;

/**
 * The wizard filled from an accepted deal and its tender (the domain's caseDraftOfDeal); the
 * contractor adds the photos. A deal it cannot read, or whose work is not accepted yet, leaves
 * the wizard empty with a calm word why.
 */
function CaseFromDeal({ dealId }: { dealId: number | null }) {
  const deal = useCaseDeal(dealId);
  const tender = useTender(deal.data?.tender_id ?? NaN);
  if (dealId === null || deal.isError || tender.isError) return <CreateCaseWizard note={failed} />;
  if (deal.data && deal.data.status !== 'accepted') {
    return <CreateCaseWizard note={{ text: MSG_CASES.dealNotAccepted, tone: 'warning' }} />;
  }
  if (!deal.data || !tender.data) return <Loading />;
  return (
    <CreateCaseWizard
      initial={draftOfFields(caseDraftOfDeal(deal.data, tender.data))}
      dealId={deal.data.id}
      note={{ text: caseFromDealNote(tender.data.tender_name), tone: 'info' }}
    />
  );
}
