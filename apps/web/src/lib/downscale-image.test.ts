import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_SIDE } from '@podryad/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downscaleImage,
  fitWithin,
  mayScale,
  needsScaling,
  prepareUpload,
  renamedFor,
} from '@/lib/downscale-image';
import { stubImageDecoder } from '@/test/image-decoder';

const fileOf = (name: string, type: string, bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fitWithin', () => {
  it('brings the long side down to the limit and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(6000, 6000, 2560)).toEqual({ width: 2560, height: 2560 });
  });

  it('rounds to whole pixels and never to nothing', () => {
    expect(fitWithin(4032, 3024, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(5000, 1, 2560)).toEqual({ width: 2560, height: 1 });
  });

  it('leaves a picture that fits as it is', () => {
    expect(fitWithin(2560, 1440, 2560)).toEqual({ width: 2560, height: 1440 });
    expect(fitWithin(800, 600, 2560)).toEqual({ width: 800, height: 600 });
  });
});

describe('the rules of what is scaled', () => {
  it('scales any picture of an image upload, but only photos of a document upload', () => {
    expect(mayScale(fileOf('a.jpg', 'image/jpeg'), 'images')).toBe(true);
    expect(mayScale(fileOf('a.png', 'image/png'), 'images')).toBe(true);
    expect(mayScale(fileOf('a.webp', 'image/webp'), 'images')).toBe(true);
    expect(mayScale(fileOf('a.jpg', 'image/jpeg'), 'photos')).toBe(true);
    expect(mayScale(fileOf('plan.png', 'image/png'), 'photos')).toBe(false);
    expect(mayScale(fileOf('a.jpg', 'image/jpeg'), 'none')).toBe(false);
  });

  it('leaves a GIF (it may move), an SVG and what is no picture', () => {
    expect(mayScale(fileOf('a.gif', 'image/gif'), 'images')).toBe(false);
    expect(mayScale(fileOf('a.svg', 'image/svg+xml'), 'images')).toBe(false);
    expect(mayScale(fileOf('смета.pdf', 'application/pdf'), 'images')).toBe(false);
    expect(mayScale(fileOf('без типа', ''), 'images')).toBe(false);
  });

  it('knows a HEIC photo by its name when the browser gave no type', () => {
    expect(mayScale(fileOf('IMG_0001.HEIC', ''), 'photos')).toBe(true);
  });

  it('encodes again only what is too long, too heavy or HEIC', () => {
    expect(needsScaling('image/jpeg', 1000, UPLOAD_IMAGE_MAX_SIDE + 1, 100)).toBe(true);
    expect(needsScaling('image/jpeg', 1000, UPLOAD_IMAGE_MAX_SIDE, 100)).toBe(false);
    expect(needsScaling('image/jpeg', UPLOAD_IMAGE_MAX_BYTES + 1, 100, 100)).toBe(true);
    expect(needsScaling('image/heic', 1000, 100, 100)).toBe(true);
  });

  it('names a file after its new type', () => {
    expect(renamedFor('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamedFor('план.этаж.png', 'image/webp')).toBe('план.этаж.webp');
    expect(renamedFor('снимок', 'image/jpeg')).toBe('снимок.jpg');
  });
});

describe('downscaleImage', () => {
  it('draws a long photo at most 2560 px long as a JPEG under its own name', async () => {
    const { drawn, close } = stubImageDecoder(4000, 3000);
    const photo = fileOf('фасад.jpg', 'image/jpeg', 100);

    const sent = await downscaleImage(photo, 'images');

    expect(drawn).toEqual([{ width: 2560, height: 1920, type: 'image/jpeg', quality: 0.85 }]);
    expect(sent).not.toBe(photo);
    expect(sent.name).toBe('фасад.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.lastModified).toBe(photo.lastModified);
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(close).toHaveBeenCalled();
  });

  it('keeps what may be transparent so: a PNG becomes a WebP', async () => {
    stubImageDecoder(3000, 3000);
    const sent = await downscaleImage(fileOf('план.png', 'image/png', 100), 'images');
    expect(sent.name).toBe('план.webp');
    expect(sent.type).toBe('image/webp');
  });

  it('names the file after the type the browser gave when it cannot encode WebP', async () => {
    stubImageDecoder(3000, 3000, { answers: 'image/png' });
    const sent = await downscaleImage(fileOf('план.webp', 'image/webp', 100), 'images');
    expect(sent.name).toBe('план.png');
    expect(sent.type).toBe('image/png');
  });

  it('sends a HEIC photo the browser reads as a JPEG, even when it fits', async () => {
    stubImageDecoder(1200, 900);
    const sent = await downscaleImage(fileOf('IMG_0001.HEIC', 'image/heic'), 'photos');
    expect(sent.name).toBe('IMG_0001.jpg');
    expect(sent.type).toBe('image/jpeg');
  });

  it('leaves a photo that fits, and reads no file the rule does not cover', async () => {
    const { drawn } = stubImageDecoder(2560, 1920);
    const photo = fileOf('фасад.jpg', 'image/jpeg');
    expect(await downscaleImage(photo, 'images')).toBe(photo);
    expect(drawn).toEqual([]);

    const drawing = fileOf('план.png', 'image/png');
    expect(await downscaleImage(drawing, 'photos')).toBe(drawing);
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });

  it('encodes again a heavy picture that fits, unless that saves nothing', async () => {
    const heavy = () => {
      const photo = fileOf('фасад.jpg', 'image/jpeg');
      vi.spyOn(photo, 'size', 'get').mockReturnValue(UPLOAD_IMAGE_MAX_BYTES + 1);
      return photo;
    };
    stubImageDecoder(2000, 1500);
    const lighter = await downscaleImage(heavy(), 'images');
    expect(lighter.size).toBe(10);

    stubImageDecoder(2000, 1500, { bytes: UPLOAD_IMAGE_MAX_BYTES + 2 });
    const photo = heavy();
    expect(await downscaleImage(photo, 'images')).toBe(photo);
  });

  it('sends the original when the browser cannot read the picture', async () => {
    stubImageDecoder(4000, 3000);
    vi.mocked(createImageBitmap).mockRejectedValueOnce(
      new DOMException('bad', 'InvalidStateError'),
    );
    const photo = fileOf('битый.jpg', 'image/jpeg');
    expect(await downscaleImage(photo, 'images')).toBe(photo);
  });

  it('sends the original where the browser has no decoder (as jsdom)', async () => {
    const photo = fileOf('фасад.jpg', 'image/jpeg');
    expect(await downscaleImage(photo, 'images')).toBe(photo);
  });
});

describe('prepareUpload', () => {
  it('tells the screen only about a file it may scale', async () => {
    stubImageDecoder(4000, 3000);
    const preparing = vi.fn();
    await prepareUpload(fileOf('смета.pdf', 'application/pdf'), 'images', preparing);
    expect(preparing).not.toHaveBeenCalled();
    const sent = await prepareUpload(fileOf('фасад.jpg', 'image/jpeg', 100), 'images', preparing);
    expect(preparing).toHaveBeenCalledTimes(1);
    expect(sent.size).toBe(10);
  });
});
