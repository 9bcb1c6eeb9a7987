import { documentAnswer } from '@podryad/domain';
import { uploadFile } from '@/lib/api-client';

/** POST /request/uploadFile: a file of an offer or answer; answers its path, name and size. */
export const uploadRequestFile = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/request/uploadFile', documentAnswer, file, onProgress);
