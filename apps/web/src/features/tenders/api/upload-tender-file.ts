import { documentAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';
import type { ImageScaling } from '@/lib/downscale-image';

/**
 * POST /tenders/uploadFile: a document or an image of the object; answers its private path, name
 * and size. An image becomes public only once saved among the tender's images. A document's photo
 * is scaled down; an image of the object comes prepared by its step.
 */
export const uploadTenderFile = (
  file: File,
  onProgress?: UploadProgress,
  scaling: ImageScaling = 'photos',
) => uploadFile('/tenders/uploadFile', documentAnswer, file, scaling, onProgress);
