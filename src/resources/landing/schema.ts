import { errors } from '../../messages/catalogue';
import { landingContract } from '../../contracts/resources/landing';
import { writeRoute } from '../../contracts/resources/writes';
import { imageRulesFor } from '../shared/imageFile';
import type { FieldSchema, ResourceSchema } from '../types';
import { singletonUnwrap } from '../shared/singletonRecord';
import { LandingPreview } from './LandingPreview';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/** The server keeps one landing row; the admin edits it as one record under this id. */
const LANDING_ID = 'landing';

/** The message catalogue has no defaults for the landing calls; these say what failed, in its voice. */
const LOAD_FAILED = 'Get Landing Content failed!';
const SAVE_FAILED = 'Save Landing Content failed!';

const landing = singletonUnwrap(LANDING_ID);

/** Multipart `image`, as the upload route reads it; the exact size is checked before it is sent. */
const heroImage = (source: string, label: string): FieldSchema => ({
  source,
  label,
  type: 'image',
  views: ['edit'],
  upload: {
    method: 'POST',
    path: '/admin/imageUpload',
    errorMessage: errors.imageUpload,
    noResponseMessage: errors.uploadFailed,
  },
  imageRules: imageRulesFor('landing'),
});

// The label, rules and save route the server mounts from the same contract.
const landingWrites = landingContract.writes!;

const text = (source: string, more: Partial<FieldSchema> = {}): FieldSchema => {
  const field = landingContract.fields.find((f) => f.key === source)!;
  return {
    source,
    label: field.label,
    type: 'text',
    views: ['edit'],
    counter: true,
    required: field.rules!.required,
    rules: field.rules,
    ...more,
  };
};

/** The record rules' words for one field (the link's test), as the server answers them. */
const ruleWords = (source: string) => (value: unknown) =>
  landingWrites.rules?.map((rule) => rule.check({ [source]: value })?.[source]).find(Boolean);

/**
 * /admin/landing (GET /admin/getlanding, POST /admin/landing): the hero visitors see first
 * on the exchange's home page, a singleton the engine edits at its list route, with the hero in
 * both themes beside the inputs. Reached from the profile menu (it has no sidebar entry).
 */
export const landingSchema: ResourceSchema = {
  name: 'landing',
  label: 'Landing page',
  singleton: LANDING_ID,
  list: {
    method: 'GET',
    path: '/admin/getlanding',
    mode: 'whole',
    bound: WHOLE_LISTS.landing,
    errorMessage: LOAD_FAILED,
    unwrap: landing.list,
  },
  getOne: {
    method: 'GET',
    path: '/admin/getlanding',
    errorMessage: LOAD_FAILED,
    unwrap: landing.record,
  },
  update: {
    ...writeRoute(landingWrites, 'update'),
    errorMessage: SAVE_FAILED,
    body: ({ data }) => ({
      headline: String(data.headline ?? ''),
      subHeadline: String(data.subHeadline ?? ''),
      ctaText: String(data.ctaText ?? ''),
      ctaLink: String(data.ctaLink ?? ''),
      darkImage: data.darkImage || null,
      lightImage: data.lightImage || null,
    }),
    unwrap: landing.record,
  },
  editForm: {
    intro:
      "The hero visitors see first on the exchange's home page, in the dark and the light theme. Changes go live when you save.",
    success: 'Landing content saved',
    preview: LandingPreview,
    leaveWarning: 'You have unsaved changes on the landing page. Leave and lose them?',
    saveBar: { savedAt: 'updatedAt', savedBy: 'updatedBy' },
  },
  fields: [
    text('headline'),
    text('subHeadline', { multiline: true }),
    text('ctaText'),
    text('ctaLink', {
      help: "An https:// address, or a path on the site such as '/register'",
      check: ruleWords('ctaLink'),
    }),
    heroImage('darkImage', 'Dark-theme hero image'),
    heroImage('lightImage', 'Light-theme hero image'),
  ],
  sections: [
    { label: 'Texts', fields: ['headline', 'subHeadline', 'ctaText', 'ctaLink'] },
    { label: 'Hero images', fields: ['darkImage', 'lightImage'] },
  ],
};
