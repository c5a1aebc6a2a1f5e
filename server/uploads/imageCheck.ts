import { imageSize } from 'image-size';

/** The image kinds an upload may be; anything else (SVG, HTML, GIF, …) is refused. */
export type ImageKind = 'png' | 'jpeg' | 'webp';

export const CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
export const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export const NOT_AN_IMAGE = 'Only PNG, JPEG or WebP images are accepted';
export const TRAILING_DATA = 'The image has data after its end: it is not a plain image file';
export const MARKUP_INSIDE = 'The image contains markup or script text: it is not accepted';
export const UNREADABLE = 'The image header could not be read';

export class ImageRejected extends Error {
  constructor(
    readonly statusCode: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The IEND chunk: length 0, type, CRC. A PNG ends with exactly these 12 bytes.
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** What the bytes say they are: magic numbers only, never the name or the declared type. */
export function kindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** The container ends where the format says, with nothing appended (zip, HTML, script …). */
function endsCleanly(kind: ImageKind, bytes: Buffer): boolean {
  if (kind === 'png') return bytes.subarray(bytes.length - 12).equals(PNG_END);
  if (kind === 'jpeg') return bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
  return bytes.readUInt32LE(4) + 8 === bytes.length; // RIFF size covers the rest of the file
}

// Browsers sniff the first bytes for HTML; short tags are looked for there only, where a random
// match in compressed pixel data is unlikely. Long, unmistakable ones anywhere in the file.
const MARKUP_HEAD =
  /<(?:script|html|svg|body|head|iframe|object|embed|meta|style|!doctype|\?xml|\?php|!--)/i;
const MARKUP_ANYWHERE = /<(?:script|iframe|\?php)|<html[\s>]|<svg[\s>]|javascript:/i;
const HEAD_BYTES = 1024;

/** Orientations 5–8 rotate by 90°: a browser shows such a JPEG with width and height swapped. */
const ROTATED = new Set([5, 6, 7, 8]);

export interface CheckedImage {
  kind: ImageKind;
  width: number;
  height: number;
}

/**
 * Decides from the file's own bytes: the magic number says PNG, JPEG or WebP, image-size reads the
 * same type and the dimensions from the header, the file ends at the format's end marker, and no
 * markup hides in it. Throws ImageRejected (415 for a wrong type, 400 otherwise).
 */
export function checkImage(bytes: Buffer): CheckedImage {
  const kind = kindOf(bytes);
  if (!kind) throw new ImageRejected(415, NOT_AN_IMAGE);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ImageRejected(400, UNREADABLE);
  }
  const readType = size.type === 'jpg' ? 'jpeg' : size.type;
  if (readType !== kind || !size.width || !size.height) throw new ImageRejected(400, UNREADABLE);
  if (!endsCleanly(kind, bytes)) throw new ImageRejected(400, TRAILING_DATA);
  if (
    MARKUP_HEAD.test(bytes.toString('latin1', 0, HEAD_BYTES)) ||
    MARKUP_ANYWHERE.test(bytes.toString('latin1'))
  )
    throw new ImageRejected(400, MARKUP_INSIDE);
  const rotated = size.orientation !== undefined && ROTATED.has(size.orientation);
  return {
    kind,
    width: rotated ? size.height : size.width,
    height: rotated ? size.width : size.height,
  };
}
