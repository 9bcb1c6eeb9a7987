import { pathAnswer } from '@podryad/domain';
import { uploadFile } from '@/lib/api-client';

/** POST /projects/uploadCover/cover: answers the stored path of the image. */
export const uploadProjectCover = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/projects/uploadCover/cover', pathAnswer, file, onProgress);
