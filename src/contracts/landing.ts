/**
 * The landing page's rules, checked by the editor as the admin types and by the API on save and
 * upload (spec sections 5 and 9).
 */

/** A landing image is exactly 1483 × 989 pixels. */
export const LANDING_WIDTH = 1483;
export const LANDING_HEIGHT = 989;

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
