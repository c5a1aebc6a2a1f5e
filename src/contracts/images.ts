import {
  LANDING_HEIGHT,
  LANDING_IMAGE_MAX_BYTES,
  LANDING_IMAGE_TYPES,
  LANDING_WIDTH,
} from './landing';

/**
 * What each use of an uploaded image accepts, checked by the form when the file is chosen and by
 * the API on upload (`POST /admin/imageUpload`, multipart field `use` before the file; without
 * it, the landing's rules, as the spec's call has them).
 */
export interface ImageBounds {
  /** What the image is, in the action log ("Landing image uploaded: …"). */
  label: string;
  /** Accepted kinds (the server decides the kind from the bytes). */
  types: readonly string[];
  maxBytes: number;
  /** Exactly this size. */
  exact?: ImageSize;
  /** At least and at most this size. */
  min?: ImageSize;
  max?: ImageSize;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const IMAGE_USES = {
  /** The landing's hero: exactly 1483 × 989 (the spec's check). */
  landing: {
    label: 'Landing image',
    types: LANDING_IMAGE_TYPES,
    maxBytes: LANDING_IMAGE_MAX_BYTES,
    exact: { width: LANDING_WIDTH, height: LANDING_HEIGHT },
  },
  /** The staking page's banner: wide, any proportion a banner takes. */
  stakingBanner: {
    label: 'Staking banner',
    types: LANDING_IMAGE_TYPES,
    maxBytes: LANDING_IMAGE_MAX_BYTES,
    min: { width: 600, height: 150 },
    max: { width: 4000, height: 2000 },
  },
} as const satisfies Record<string, ImageBounds>;

export type ImageUse = keyof typeof IMAGE_USES;

export const isImageUse = (value: unknown): value is ImageUse =>
  typeof value === 'string' && Object.hasOwn(IMAGE_USES, value);

const size = ({ width, height }: ImageSize) => `${width} × ${height}`;

/** The size rule in words: "exactly 1483 × 989 pixels", "from 600 × 150 to 4000 × 2000 pixels". */
export function imageSizeText(bounds: ImageBounds): string | undefined {
  if (bounds.exact) return `exactly ${size(bounds.exact)} pixels`;
  if (bounds.min && bounds.max) return `from ${size(bounds.min)} to ${size(bounds.max)} pixels`;
  if (bounds.min) return `at least ${size(bounds.min)} pixels`;
  if (bounds.max) return `at most ${size(bounds.max)} pixels`;
  return undefined;
}

/** Why a picture of this size breaks the bounds, in the words both sides say; null when it fits. */
export function imageSizeProblem(bounds: ImageBounds, picture: ImageSize): string | null {
  const { exact, min, max } = bounds;
  const fits =
    (!exact || (picture.width === exact.width && picture.height === exact.height)) &&
    (!min || (picture.width >= min.width && picture.height >= min.height)) &&
    (!max || (picture.width <= max.width && picture.height <= max.height));
  return fits
    ? null
    : `This image is ${size(picture)} pixels; it must be ${imageSizeText(bounds)}.`;
}
