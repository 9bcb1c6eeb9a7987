import { documentAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/**
 * POST /deals/uploadFile: the signed contract or an acceptance document; answers its path, name and
 * size.
 */
export const uploadDealFile = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/deals/uploadFile', documentAnswer, file, 'photos', onProgress);
