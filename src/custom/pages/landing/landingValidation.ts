import { isCtaLink, LANDING_TEXT_LIMITS } from '../../../contracts/landing';
import type { LandingDraft } from './landingApi';
import { landingTexts } from './landingTexts';

/** The contract's bounds, which the server enforces, checked here too so mistakes show at once. */
export type TextField = keyof typeof LANDING_TEXT_LIMITS;
export type DraftErrors = Partial<Record<TextField, string>>;

export function validateDraft(draft: LandingDraft): DraftErrors {
  const found: DraftErrors = {};
  const required: TextField[] = ['headline', 'ctaText', 'ctaLink'];
  for (const field of Object.keys(LANDING_TEXT_LIMITS) as TextField[]) {
    const value = draft[field].trim();
    if (required.includes(field) && value === '') found[field] = landingTexts.required;
    else if (value.length > LANDING_TEXT_LIMITS[field])
      found[field] = landingTexts.tooLong(LANDING_TEXT_LIMITS[field]);
  }
  const link = draft.ctaLink.trim();
  if (!found.ctaLink && !isCtaLink(link)) found.ctaLink = landingTexts.invalidLink;
  return found;
}
