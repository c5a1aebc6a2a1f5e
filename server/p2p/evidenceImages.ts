import { deflateSync } from 'node:zlib';

/**
 * Small real PNG pictures for seeded dispute evidence: a "payment receipt" screenshot (a coloured
 * header, lines of text as bars, an amount bar and a stamp), different per variant. Encoded here
 * (RGB, no filter, zlib) so the seed needs no image files and no image library.
 */

const WIDTH = 240;
const HEIGHT = 160;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/** Encodes an RGB pixel function as a PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BRANDS: Rgb[] = [
  [31, 58, 104],
  [29, 91, 79],
  [122, 59, 18],
  [92, 45, 145],
  [176, 32, 60],
  [20, 110, 170],
];

/** The receipt picture of one variant (0..5): its brand colour and line lengths differ. */
export function receiptPng(variant: number): Buffer {
  const brand = BRANDS[variant % BRANDS.length];
  const lines = [0, 1, 2, 3].map((i) => 80 + ((variant * 37 + i * 53) % 110));
  const stampX = 190;
  const stampY = 118;
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if (y < 28) return brand;
    const inStamp = (x - stampX) ** 2 + (y - stampY) ** 2;
    if (inStamp < 18 ** 2 && inStamp > 14 ** 2) return [34, 160, 90];
    if (Math.abs(x - stampX + 5 - (y - stampY)) < 2 && x < stampX && x > stampX - 9 && y > stampY)
      return [34, 160, 90];
    for (const [i, length] of lines.entries()) {
      const top = 42 + i * 18;
      if (y >= top && y < top + 7 && x >= 16 && x < 16 + length) return [190, 196, 204];
    }
    if (y >= 118 && y < 132 && x >= 16 && x < 120) return [40, 44, 52];
    return [248, 249, 251];
  });
}

export const EVIDENCE_VARIANTS = BRANDS.length;
