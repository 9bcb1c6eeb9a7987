import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_SIDE,
  UPLOAD_IMAGE_QUALITY,
} from '@podryad/domain';

/**
 * Which pictures an upload scales down before it is sent:
 * - 'images': any photo or picture (the upload is a picture: an avatar, a cover, an object's image);
 * - 'photos': only photos, JPEG or HEIC (a document: a drawing or a screenshot, PNG or WebP, stays as
 *   sharp as it was chosen);
 * - 'none': the file goes as it is (the caller has prepared it).
 */
export type ImageScaling = 'images' | 'photos' | 'none';

const PHOTO_TYPES = ['image/jpeg', 'image/heic', 'image/heif'];
const PICTURE_TYPES = [...PHOTO_TYPES, 'image/png', 'image/webp'];
/** What the server takes no image in: a browser that can read it sends a JPEG instead. */
const FOREIGN_TYPES = ['image/heic', 'image/heif'];

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
};

/** The file's type; from its name when the browser gave none (HEIC on some systems). */
export function imageTypeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.(heic|heif)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension ? `image/${extension}` : '';
}

/** Whether the rule may scale this file (told before it is read, by its type alone). */
export function mayScale(file: { type: string; name: string }, scaling: ImageScaling): boolean {
  if (scaling === 'none') return false;
  return (scaling === 'photos' ? PHOTO_TYPES : PICTURE_TYPES).includes(imageTypeOf(file));
}

/** The size within `max` on its long side with the proportions kept; a smaller one as it is. */
export function fitWithin(width: number, height: number, max: number) {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const ratio = max / long;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

/**
 * Whether a read picture is encoded again: too long a side, too many bytes, or a type the server
 * does not take.
 */
export function needsScaling(type: string, bytes: number, width: number, height: number) {
  return (
    Math.max(width, height) > UPLOAD_IMAGE_MAX_SIDE ||
    bytes > UPLOAD_IMAGE_MAX_BYTES ||
    FOREIGN_TYPES.includes(type)
  );
}

/** A photo becomes a JPEG; what may be transparent (PNG, WebP) a WebP, which keeps it so. */
export function targetTypeOf(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/png' || type === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

/** The file's name with the extension of its new type: 'IMG_0001.HEIC' → 'IMG_0001.jpg'. */
export function renamedFor(name: string, type: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${EXTENSIONS[type] ?? 'jpg'}`;
}

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function draw(
  context: Canvas2d,
  bitmap: ImageBitmap,
  width: number,
  height: number,
  opaque: boolean,
) {
  if (opaque) {
    // A JPEG has no transparency: what was transparent turns white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

/** The picture drawn at the size and encoded; an OffscreenCanvas where there is one. */
async function encode(bitmap: ImageBitmap, width: number, height: number, type: string) {
  const opaque = type === 'image/jpeg';
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, width, height, opaque);
    return canvas.convertToBlob({ type, quality: UPLOAD_IMAGE_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, width, height, opaque);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, UPLOAD_IMAGE_QUALITY));
}

/**
 * The file to send: a picture the rule covers, longer than UPLOAD_IMAGE_MAX_SIDE on a side (or
 * heavier than UPLOAD_IMAGE_MAX_BYTES, or HEIC), drawn at most that long, its EXIF rotation applied,
 * as a JPEG (or a WebP where it may be transparent) under its own name. Anything else, and anything
 * the browser cannot read or encode, goes as it is: the server's checks stay the rule.
 */
export async function downscaleImage(file: File, scaling: ImageScaling): Promise<File> {
  if (!mayScale(file, scaling) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const type = imageTypeOf(file);
    if (!needsScaling(type, file.size, bitmap.width, bitmap.height)) return file;
    const size = fitWithin(bitmap.width, bitmap.height, UPLOAD_IMAGE_MAX_SIDE);
    const blob = await encode(bitmap, size.width, size.height, targetTypeOf(type));
    if (!blob || !blob.type.startsWith('image/')) return file;
    // Only heavy, not too long: an encoding that saves nothing is not worth sending.
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!resized && !FOREIGN_TYPES.includes(type) && blob.size >= file.size) return file;
    // A browser that cannot encode WebP answers a PNG: the name follows the type it got.
    const name = blob.type === type ? file.name : renamedFor(file.name, blob.type);
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/**
 * The file to send, `onPreparing` told first when it may be scaled (reading and drawing a phone's
 * photo takes a moment, which the screen shows).
 */
export function prepareUpload(file: File, scaling: ImageScaling, onPreparing?: () => void) {
  if (!mayScale(file, scaling)) return Promise.resolve(file);
  onPreparing?.();
  return downscaleImage(file, scaling);
}
