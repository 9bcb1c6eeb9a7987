import { documentAnswer } from '@podryad/domain';
import { uploadFile } from '@/lib/api-client';

/**
 * POST /tenders/uploadFile: a document or an image of the object; answers its private path, name
 * and size. An image becomes public only once saved among the tender's images.
 */
export const uploadTenderFile = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/tenders/uploadFile', documentAnswer, file, onProgress);
