import type { z } from 'zod';
import { prepareUpload, type ImageScaling } from '@/lib/downscale-image';
import {
  ApiError,
  NO_CONNECTION,
  apiErrorOf,
  jsonOrNull,
  parseAnswer,
  refuseOffline,
  type UploadProgress,
} from '@/lib/api-client';
import { useSession } from '@/stores/session';

// A module of its own, beside the API client: the sign-in page loads the client, and the image
// scaling an upload needs stays out of its script.

/**
 * Uploads one file as multipart field `file` (the spec's upload calls) and answers what `schema`
 * parses: `pathAnswer` for images, `documentAnswer` for documents. A large photo is first scaled
 * down as `scaling` says (lib/downscale-image), so every upload call chooses. XMLHttpRequest
 * rather than fetch: only it reports upload progress to show.
 */
export async function uploadFile<S extends z.ZodType>(
  path: string,
  schema: S,
  file: File,
  scaling: ImageScaling,
  onProgress?: UploadProgress,
): Promise<z.output<S>> {
  refuseOffline('POST');
  const prepared = await prepareUpload(file, scaling, () => onProgress?.(0, true));
  onProgress?.(0);
  const token = useSession.getState().token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = jsonOrNull(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseAnswer(schema, data, `POST ${path}`, xhr.status));
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (xhr.status === 401 && token) useSession.getState().signOut();
      reject(apiErrorOf(xhr.status, data, xhr.getResponseHeader('retry-after')));
    };
    xhr.onerror = () => reject(new ApiError(0, [NO_CONNECTION]));
    const form = new FormData();
    form.append('file', prepared);
    xhr.send(form);
  });
}
