import { MSG_TENDERS } from '@podryad/domain';
import { useSession } from '@/stores/session';

/** The filename of a Content-Disposition header (RFC 6266: filename* first). */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * Fetches a protected stored file with the bearer token. Throws an Error with the
 * spec's message when the file cannot be had.
 */
export async function fetchProtectedFile(path: string, signal?: AbortSignal): Promise<Response> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch {
    throw new Error(MSG_TENDERS.downloadFailed);
  }
  if (!response.ok) throw new Error(MSG_TENDERS.downloadFailed);
  return response;
}

/** Downloads a protected file and saves it under the name the server gives. */
export async function downloadFile(path: string, fallbackName = 'file'): Promise<void> {
  const response = await fetchProtectedFile(path);
  const blob = await response.blob();
  const name = dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Starts the download of a file the server sends as an attachment, by navigating a hidden link to
 * its address: the browser streams it to disk and the page stays (nothing is held in memory).
 * For addresses that need no bearer token, such as a signed link.
 */
export function navigateToDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
