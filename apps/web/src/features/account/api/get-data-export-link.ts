import { dataExportLinkAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isNotFound } from '@/lib/api-client';
import { dataExportQueryKey } from '@/features/account/api/get-data-export';

/**
 * POST /user/data-export/link: a link of a few minutes to the ready archive, which the browser
 * downloads by plain navigation, straight to disk (a fetch would hold the whole archive in memory).
 */
export const getDataExportLink = () =>
  api('/user/data-export/link', dataExportLinkAnswer, { method: 'POST' });

/** Asks for the link; an archive gone meanwhile (404) makes the state be read again. */
export function useDataExportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getDataExportLink,
    onError: (error) => {
      if (isNotFound(error)) void queryClient.invalidateQueries({ queryKey: dataExportQueryKey });
    },
  });
}
