import { pathAnswer } from '@podryad/domain';
import { uploadFile, type UploadProgress } from '@/lib/api-client';

/** POST /cases/upload-image: a gallery image (our path; the spec does not name one). */
export const uploadCaseImage = (file: File, onProgress?: UploadProgress) =>
  uploadFile('/cases/upload-image', pathAnswer, file, 'images', onProgress);
