import { errors } from '../../messages/catalogue';
import type { ImageRules } from '../types';
import { IMAGE_USES, imageSizeProblem, imageSizeText, type ImageUse } from '../../contracts/images';

/** Why a file cannot be used: a title (the catalogue's text where it has one) and what to do about it. */
export interface FileProblem {
  title: string;
  detail?: string;
}

const kindName = (type: string) => {
  const kind = type.replace(/^image\//, '').toUpperCase();
  return kind === 'JPEG' ? 'JPEG' : kind === 'WEBP' ? 'WebP' : kind;
};

/** "PNG, JPEG or WebP" */
const kindsText = (types: readonly string[]) => {
  const names = types.map(kindName);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
    : (names[0] ?? '');
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The rules of a use of an image (src/contracts/images.ts), as a field declares them. */
export const imageRulesFor = (use: ImageUse): ImageRules => ({ use, ...IMAGE_USES[use] });

/** The rules in one line under the input ("PNG, JPEG or WebP, exactly 1483 × 989 pixels, at most 5 MB."). */
export function imageRulesText(rules?: ImageRules): string | undefined {
  if (!rules) return undefined;
  const parts = [
    rules.types?.length ? kindsText(rules.types) : undefined,
    imageSizeText(rules),
    rules.maxBytes ? `at most ${megabytes(rules.maxBytes)}` : undefined,
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}.` : undefined;
}

/** The picture's real size, decoded by the browser (EXIF orientation applied, as it is shown). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    try {
      return { width: bitmap.width, height: bitmap.height };
    } finally {
      bitmap.close?.();
    }
  }
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}

/**
 * Why a chosen file breaks the field's rules, or null when it may be uploaded: checked in the
 * browser so a wrong file costs no upload (the server refuses it again with the same words).
 */
export async function imageFileProblem(
  file: File,
  rules?: ImageRules,
): Promise<FileProblem | null> {
  if (!rules) return null;
  if (rules.types?.length && !rules.types.includes(file.type))
    return { title: `Only ${kindsText(rules.types)} images can be used.` };
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes)
    return { title: `The image is larger than ${megabytes(rules.maxBytes)}.` };
  if (!imageSizeText(rules)) return null;
  let size: { width: number; height: number };
  try {
    size = await readImageSize(file);
  } catch {
    return {
      title: errors.invalidImageDimensions,
      detail: 'The browser could not read this file as an image.',
    };
  }
  const problem = imageSizeProblem(rules, size);
  return problem ? { title: errors.invalidImageDimensions, detail: problem } : null;
}
