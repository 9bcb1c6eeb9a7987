import { pathAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/** POST /cases/upload-image: a gallery image (our path; the spec does not name one). */
export const uploadCaseImage = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/cases/upload-image', pathAnswer, file, 'images', onProgress);
