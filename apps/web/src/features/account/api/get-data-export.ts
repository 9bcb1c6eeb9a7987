import { DATA_EXPORT_POLL_MS, type DataExportState, dataExportAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The caller's latest archive of its own data. */
export const dataExportQueryKey = ['profile', 'data-export'] as const;

/** Whether the archive is still being prepared: its state is asked for again meanwhile. */
export const isPreparing = (state: DataExportState | null | undefined) =>
  state?.status === 'queued' || state?.status === 'building';

/** GET /user/data-export: the latest archive's state, or null when there is none. */
export const getDataExport = () => api('/user/data-export', dataExportAnswer);

/** The archive's state, asked for every few seconds while it is being prepared. */
export const useDataExport = () =>
  useQuery({
    queryKey: dataExportQueryKey,
    queryFn: getDataExport,
    refetchInterval: (query) => (isPreparing(query.state.data) ? DATA_EXPORT_POLL_MS : false),
  });
