/**
 * The landing page's rules, checked by the editor as the admin types and by the API on save and
 * upload.
 */

/** A landing image is exactly 1483 × 989 pixels. */
export const LANDING_WIDTH = 1483;
export const LANDING_HEIGHT = 989;

/** The largest image file the upload accepts (the server answers 413 beyond it). */
export const LANDING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of image the upload stores (the server decides the kind from the bytes). */
export const LANDING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The longest each landing text may be, once trimmed. */
export const LANDING_TEXT_LIMITS = {
  headline: 120,
  subHeadline: 300,
  ctaText: 40,
  ctaLink: 2048,
} as const;

/** An https URL, or a same-site path (not '//host', which browsers read as another site). */
export function isCtaLink(link: string): boolean {
  if (/\s|\\/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
