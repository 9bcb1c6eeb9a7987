import { documentAnswer } from '@podryad/domain';
import { uploadFile, type UploadProgress } from '@/lib/api-client';

/** POST /request/uploadFile: a file of an offer or answer; answers its path, name and size. */
export const uploadRequestFile = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/request/uploadFile', documentAnswer, file, 'photos', onProgress);
