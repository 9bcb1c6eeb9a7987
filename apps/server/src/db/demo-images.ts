import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A simple cover picture for the demo data, drawn in code so the repository carries no binary
 * files: a sky gradient, the ground and a building silhouette in the given colour.
 */
export function demoCoverPng(building: Rgb, width = 640, height = 400): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const groundY = Math.round(height * 0.78);
  const left = Math.round(width * 0.3);
  const right = Math.round(width * 0.7);
  const top = Math.round(height * 0.25);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      let pixel: Rgb;
      if (y >= groundY) pixel = [120, 110, 95];
      else if (x >= left && x < right && y >= top) {
        const window =
          (x - left) % 40 > 12 &&
          (x - left) % 40 < 28 &&
          (y - top) % 45 > 14 &&
          (y - top) % 45 < 34;
        pixel = window ? [235, 240, 250] : building;
      } else {
        const t = y / groundY;
        pixel = [Math.round(140 + 80 * t), Math.round(185 + 50 * t), 240];
      }
      raw.set(pixel, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
