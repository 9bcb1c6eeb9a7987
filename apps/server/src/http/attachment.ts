/** A Content-Disposition for a download (RFC 6266): an ASCII fallback name plus the real one in UTF-8. */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
