import { pathAnswer } from '@podryad/domain';
import { uploadFile } from '@/lib/api-client';

/** POST /cases/upload-cover: the cover image; answers its path. */
export const uploadCaseCover = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/cases/upload-cover', pathAnswer, file, onProgress);
