import { pathAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/** POST /projects/uploadCover/cover: answers the stored path of the image. */
export const uploadProjectCover = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/projects/uploadCover/cover', pathAnswer, file, 'images', onProgress);
