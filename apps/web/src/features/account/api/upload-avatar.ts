import { pathAnswer } from '@podryad/domain';
import type { UploadProgress } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/** POST /user/upload/avatar: stores the image and answers its path (not yet the user's avatar). */
export const uploadAvatar = ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
  uploadFile('/user/upload/avatar', pathAnswer, file, 'images', onProgress);
