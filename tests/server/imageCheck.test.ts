import { describe, expect, it } from 'vitest';
import {
  checkImage,
  ImageRejected,
  MARKUP_INSIDE,
  NOT_AN_IMAGE,
  TRAILING_DATA,
} from '../../server/uploads/imageCheck';
import { jpegBytes, pngBytes } from '../fixtures/images';

/** A WebP container with an extended (VP8X) header giving the canvas size. */
function webpBytes(width: number, height: number, extra = Buffer.alloc(0)): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunkHeader = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0])]);
  const body = Buffer.concat([Buffer.from('WEBP'), chunkHeader, vp8x]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body, extra]);
}

const rejection = (bytes: Buffer) => {
  try {
    checkImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) return [error.statusCode, error.message];
    throw error;
  }
  return null;
};

describe('checkImage', () => {
  it('reads the type and the size from the bytes of PNG, JPEG and WebP', () => {
    expect(checkImage(pngBytes(30, 20))).toEqual({ kind: 'png', width: 30, height: 20 });
    expect(checkImage(jpegBytes(17, 9))).toEqual({ kind: 'jpeg', width: 17, height: 9 });
    expect(checkImage(webpBytes(1483, 989))).toEqual({ kind: 'webp', width: 1483, height: 989 });
  });

  it('refuses other types whatever they claim: GIF, SVG, HTML, PDF, empty', () => {
    for (const text of ['GIF89a\x01\x00\x01\x00', '<svg xmlns="x"/>', '<html>', '%PDF-1.7', '']) {
      expect(rejection(Buffer.from(text, 'latin1'))).toEqual([415, NOT_AN_IMAGE]);
    }
  });

  it('refuses anything appended after the end of the image', () => {
    const zip = Buffer.from('PK\x03\x04', 'latin1');
    expect(rejection(Buffer.concat([pngBytes(4, 4), zip]))).toEqual([400, TRAILING_DATA]);
    expect(rejection(Buffer.concat([jpegBytes(8, 8), zip]))).toEqual([400, TRAILING_DATA]);
    expect(rejection(webpBytes(4, 4, zip))).toEqual([400, TRAILING_DATA]);
  });

  it('refuses markup hidden inside an image (a PNG text chunk before the pixels)', () => {
    const png = pngBytes(4, 4);
    const text = Buffer.from('tEXtComment\0<html><body onload=alert(1)>', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length - 4);
    const chunk = Buffer.concat([length, text, Buffer.alloc(4)]);
    const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    expect(rejection(withText)).toEqual([400, MARKUP_INSIDE]);
  });
});
