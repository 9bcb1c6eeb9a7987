import { dataExportState } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataExportQueryKey } from '@/features/account/api/get-data-export';

/** POST /user/data-export: orders a new archive (it replaces a ready one). */
export const startDataExport = () => api('/user/data-export', dataExportState, { method: 'POST' });

/** Orders the archive; its queued state, as the server answers it, becomes the read's data. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (state) => queryClient.setQueryData(dataExportQueryKey, state),
    // Refused (one is already being prepared): the read shows which.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportQueryKey }),
  });
}
