import type { CallEndpoint } from '../../../dataProvider';
import { errors } from '../../../messages/catalogue';
import { landingTexts } from './landingTexts';

/** The landing content (the support state's landing, darkImage and lightImage; spec section 3). */
export interface LandingDraft {
  headline: string;
  subHeadline: string;
  ctaText: string;
  ctaLink: string;
  /** API paths returned by the image upload (they need the bearer), or null for none. */
  darkImage: string | null;
  lightImage: string | null;
}

export interface LandingContent extends LandingDraft {
  updatedAt?: string;
  updatedBy?: string | null;
}

export interface UploadedImage {
  url: string;
  name: string;
  width: number;
  height: number;
}

/** Uploads are larger than the usual JSON call: give them longer than the default timeout. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Spec section 7 "Landing and images", called through the dataProvider's `call`. */
export const landingEndpoints: {
  get: CallEndpoint<Record<string, never>, LandingContent>;
  save: CallEndpoint<LandingDraft, LandingContent>;
  uploadImage: CallEndpoint<File, UploadedImage>;
} = {
  get: {
    method: 'GET',
    path: '/admin/getlanding',
    errorMessage: landingTexts.loadFailed,
  },
  save: {
    method: 'POST',
    path: '/admin/landing',
    body: (draft: LandingDraft) => draft,
    errorMessage: landingTexts.saveFailed,
  },
  /** Multipart with the file in a field named `image` (spec). */
  uploadImage: {
    method: 'POST',
    path: '/admin/imageUpload',
    body: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return form;
    },
    errorMessage: errors.imageUpload,
    noResponseMessage: errors.uploadFailed,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  },
};

/** The editable part of a loaded content. */
export const draftOf = (content: LandingContent): LandingDraft => ({
  headline: content.headline ?? '',
  subHeadline: content.subHeadline ?? '',
  ctaText: content.ctaText ?? '',
  ctaLink: content.ctaLink ?? '',
  darkImage: content.darkImage ?? null,
  lightImage: content.lightImage ?? null,
});

export const sameDraft = (a: LandingDraft, b: LandingDraft) =>
  (Object.keys(a) as (keyof LandingDraft)[]).every((key) => a[key] === b[key]);
