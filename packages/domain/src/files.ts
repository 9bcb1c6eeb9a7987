import { NBSP } from './typography';
import { z } from 'zod';

/* Stored documents as lists show them, and how many a tender or a request may carry. */

/** A stored document with what the lists show: its original name and real size. */
export const fileInfoSchema = z.object({
  path: z.string(),
  name: z.string(),
  size: z.number().int(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** File-type icon by extension: pdf, doc, ppt, ps, svg, xls; anything else is doc. */
export const FILE_ICON_KINDS = ['pdf', 'doc', 'ppt', 'ps', 'svg', 'xls'] as const;
export type FileIconKind = (typeof FILE_ICON_KINDS)[number];
export function fileIconKind(name: string): FileIconKind {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const map: Record<string, FileIconKind> = {
    pdf: 'pdf',
    doc: 'doc',
    docx: 'doc',
    ppt: 'ppt',
    pptx: 'ppt',
    ps: 'ps',
    svg: 'svg',
    xls: 'xls',
    xlsx: 'xls',
  };
  return map[ext] ?? 'doc';
}

/** A file size as the lists show it: '365,8 КБ' (a decimal comma, a no-break space). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}${NBSP}Б`;
  const units = ['КБ', 'МБ', 'ГБ'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1).replace('.', ',')}${NBSP}${units[unit]}`;
}

export const TENDER_MAX_IMAGES = 20;
export const TENDER_MAX_DOCS = 50;

/*
 * A photo is scaled down in the browser before it is sent, so a site photo from a phone does not
 * take a minute on mobile data; the server's limits on uploads stay the rule.
 */

/** The long side, in pixels, a picture is scaled down to (a 12-megapixel photo becomes 5). */
export const UPLOAD_IMAGE_MAX_SIDE = 2560;
/** The JPEG/WebP quality of a scaled picture: no visible loss at that size. */
export const UPLOAD_IMAGE_QUALITY = 0.85;
/** A picture heavier than this is encoded again even when its sides fit. */
export const UPLOAD_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
