import { TenderList } from '@/features/tenders/components/open-tender-list';

// Route module of the contractor's tender list, apart from the tender view's (tenders-route.tsx):
// the list, the first screen of the side, then loads none of the view's offer forms, questions
// and trail.
export const TendersRoute = TenderList;
