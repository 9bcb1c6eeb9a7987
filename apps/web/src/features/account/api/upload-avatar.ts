import { pathAnswer } from '@podryad/domain';
import { uploadFile } from '@/lib/api-client';

/** POST /user/upload/avatar: stores the image and answers its path (not yet the user's avatar). */
export const uploadAvatar = ({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (percent: number) => void;
}) => uploadFile('/user/upload/avatar', pathAnswer, file, onProgress);
