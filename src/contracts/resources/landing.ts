import { isCtaLink, LANDING_TEXT_LIMITS } from '../landing';
import { pagedList } from './pagedList';
import type { ContractField } from './types';

/**
 * landing: the hero visitors see first on the exchange's home page, one settings record
 * (`singleton`): GET /admin/getlanding answers it, POST /admin/landing saves it whole. Served by
 * the contract's write path (server/routes/landing.ts); the images are checked there, on disk.
 */
export const INVALID_CTA_LINK =
  "The call-to-action link must be an https:// URL or a path starting with '/'";

// Control characters (newlines, tabs, NUL …) have no place in a one-line marketing text.
const ONE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';

const text = (
  key: keyof typeof LANDING_TEXT_LIMITS,
  label: string,
  required: boolean,
): ContractField => ({
  key,
  label,
  type: 'text',
  input: 'always',
  rules: {
    required,
    maxLength: LANDING_TEXT_LIMITS[key],
    pattern: {
      source: ONE_LINE,
      message: `The ${label.toLowerCase()} must be a single line of text`,
    },
  },
});

const image = (key: string, label: string): ContractField => ({
  key,
  label,
  type: 'text',
  input: 'always',
  nullable: true,
  rules: { maxLength: 200 },
});

export const landingContract = pagedList({
  name: 'landing',
  endpoint: 'GET /admin/getlanding',
  whole: true,
  singleton: true,
  export: false,
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  permissions: { read: 'landing:read', update: 'landing:update' },
  writes: {
    routes: { update: { method: 'POST', path: '/admin/landing' } },
    verbs: ['update'],
    recordName: 'Landing content',
    rules: [
      {
        check: ({ ctaLink }) =>
          isCtaLink(String(ctaLink ?? '').trim()) ? null : { ctaLink: INVALID_CTA_LINK },
      },
    ],
    examples: {
      update: {
        headline: 'Trade with confidence',
        subHeadline: 'Low fees.',
        ctaText: 'Sign up',
        ctaLink: '/register',
        darkImage: null,
        lightImage: null,
      },
      broken: { ctaLink: 'http://plain.example' },
    },
  },
  fields: [
    text('headline', 'Headline', true),
    text('subHeadline', 'Sub-headline', false),
    text('ctaText', 'Button text', true),
    text('ctaLink', 'Button link', true),
    image('darkImage', 'Dark-theme hero image'),
    image('lightImage', 'Light-theme hero image'),
    { key: 'updatedAt', label: 'Saved', type: 'datetime', sortable: true },
    { key: 'updatedBy', label: 'Saved by', type: 'text' },
  ],
});
