import type { LandingDraft } from './landingApi';
import { landingTexts } from './landingTexts';

/** The server's bounds (server/routes/landing.ts), checked here too so mistakes show at once. */
export const LIMITS = { headline: 120, subHeadline: 300, ctaText: 40, ctaLink: 2048 } as const;

export type TextField = keyof typeof LIMITS;
export type DraftErrors = Partial<Record<TextField, string>>;

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

export function validateDraft(draft: LandingDraft): DraftErrors {
  const found: DraftErrors = {};
  const required: TextField[] = ['headline', 'ctaText', 'ctaLink'];
  for (const field of Object.keys(LIMITS) as TextField[]) {
    const value = draft[field].trim();
    if (required.includes(field) && value === '') found[field] = landingTexts.required;
    else if (value.length > LIMITS[field]) found[field] = landingTexts.tooLong(LIMITS[field]);
  }
  const link = draft.ctaLink.trim();
  if (!found.ctaLink && !isCtaLink(link)) found.ctaLink = landingTexts.invalidLink;
  return found;
}
