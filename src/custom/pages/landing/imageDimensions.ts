import { LANDING_HEIGHT, LANDING_WIDTH } from '../../../contracts/landing';
import { errors } from '../../../messages/catalogue';
import { landingTexts } from './landingTexts';

export const MAX_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export interface FileProblem {
  title: string;
  detail?: string;
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

/** Why a chosen file cannot be a landing image, or null when it can be uploaded. */
export async function landingFileProblem(file: File): Promise<FileProblem | null> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return { title: landingTexts.wrongType };
  if (file.size > MAX_BYTES) return { title: landingTexts.tooLarge };
  let size: { width: number; height: number };
  try {
    size = await readImageSize(file);
  } catch {
    return { title: errors.invalidImageDimensions, detail: landingTexts.unreadable };
  }
  if (size.width !== LANDING_WIDTH || size.height !== LANDING_HEIGHT) {
    return {
      title: errors.invalidImageDimensions,
      detail: landingTexts.actualSize(size.width, size.height),
    };
  }
  return null;
}
