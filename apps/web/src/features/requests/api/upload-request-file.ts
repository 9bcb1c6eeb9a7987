import { documentAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/** POST /request/uploadFile: a file of an offer or answer; answers its path, name and size. */
export const uploadRequestFile = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/request/uploadFile', documentAnswer, file, 'photos', onProgress);
