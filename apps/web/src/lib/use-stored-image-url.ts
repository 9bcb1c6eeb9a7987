import { useEffect, useState } from 'react';
import { imageUrl } from '@/lib/api-client';
import { fetchProtectedFile } from '@/lib/download';

/** Our private store: an upload served only with the bearer token (a tender's draft images). */
const PRIVATE_STORE = '/storage/docs/';

/** The URL of a stored file that needs the token: on our own origin, under the private store. */
function privateUrl(url: string | null): string | null {
  if (!url) return null;
  const { origin, pathname } = new URL(url, window.location.origin);
  return origin === window.location.origin && pathname.startsWith(PRIVATE_STORE) ? url : null;
}

/**
 * A stored image path as something an <img> can show. A public path is its URL as is; a private
 * upload (an image not yet saved among a tender's images) has no token on an <img>, so it is
 * fetched with the token into an object URL, revoked when the path changes or the caller goes.
 * Null while that load runs, when it fails, and for no path.
 */
export function useStoredImageUrl(path: string | null | undefined): string | null {
  const url = imageUrl(path);
  const privateSrc = privateUrl(url);
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!privateSrc) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchProtectedFile(privateSrc, controller.signal)
      .then((response) => response.blob())
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url: privateSrc, src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ url: privateSrc, src: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [privateSrc]);

  if (!privateSrc) return url;
  return loaded?.url === privateSrc ? loaded.src : null;
}
