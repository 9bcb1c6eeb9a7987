import { downloadFile } from '@/lib/download';

/** GET /user/data-export/download: the ready archive, only for its owner (the bearer token). */
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/user/data-export/download';

/** Saves the ready archive under the name the server gives. */
export const downloadDataExport = (fallbackName: string) =>
  downloadFile(DATA_EXPORT_DOWNLOAD_PATH, fallbackName);
