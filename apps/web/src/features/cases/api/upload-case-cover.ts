import { pathAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/** POST /cases/upload-cover: the cover image; answers its path. */
export const uploadCaseCover = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/cases/upload-cover', pathAnswer, file, 'images', onProgress);
