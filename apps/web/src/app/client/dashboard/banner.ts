import { MSG_TENDERS, tenderCreatedBanner } from '@podryad/domain';

const yes = (value: string | null) => value === '1' || value === 'true';

/** The query parameters the dashboard reads for its success banner. */
export const BANNER_PARAMS = [
  'createdName',
  'createdId',
  'hasContractor',
  'editedName',
  'editedId',
  'deleted',
] as const;

/** The success banner the query parameters ask for, or null. */
export function bannerFromParams(params: URLSearchParams): string | null {
  if (yes(params.get('deleted'))) return MSG_TENDERS.bannerTenderDeleted;
  const created = params.get('createdName');
  if (created) return tenderCreatedBanner(created, yes(params.get('hasContractor')));
  if (params.get('editedName') || params.get('editedId')) return MSG_TENDERS.bannerSaved;
  return null;
}
