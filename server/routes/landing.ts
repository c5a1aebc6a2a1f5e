import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { uploadsDir, URL_PATTERN } from '../uploads/store.ts';
import { checkImage } from '../uploads/imageCheck.ts';
import {
  isCtaLink,
  LANDING_HEIGHT,
  LANDING_TEXT_LIMITS,
  LANDING_WIDTH,
} from '../../src/contracts/landing.ts';

/** Bounds of the landing texts (after trimming). */
export const INVALID_CTA_LINK =
  "The call-to-action link must be an https:// URL or a path starting with '/'";
export const UNKNOWN_IMAGE =
  'The image must be one uploaded with /admin/imageUpload (its returned url), or null for none';

const tags = ['Landing and images'];
const Text = (maxLength: number) => Type.String({ maxLength });
const ImageUrl = Type.Union([Type.String({ maxLength: 200 }), Type.Null()]);

const LandingBody = Type.Object(
  {
    headline: Text(LANDING_TEXT_LIMITS.headline),
    subHeadline: Text(LANDING_TEXT_LIMITS.subHeadline),
    ctaText: Text(LANDING_TEXT_LIMITS.ctaText),
    ctaLink: Text(LANDING_TEXT_LIMITS.ctaLink),
    darkImage: ImageUrl,
    lightImage: ImageUrl,
  },
  { additionalProperties: false },
);

interface LandingRow {
  headline: string;
  subHeadline: string;
  ctaText: string;
  ctaLink: string;
  darkImage: string | null;
  lightImage: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

const SELECT = `SELECT headline, sub_headline AS "subHeadline", cta_text AS "ctaText", cta_link AS "ctaLink",
  dark_image AS "darkImage", light_image AS "lightImage", updated_at AS "updatedAt", updated_by AS "updatedBy"
  FROM landing_content WHERE id`;

// Control characters (newlines, tabs, NUL …) have no place in a one-line marketing text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function text(label: string, value: string, required: boolean): string {
  const trimmed = value.trim();
  if (required && trimmed === '') throw badRequest(`The ${label} is required`);
  if (CONTROL.test(trimmed)) throw badRequest(`The ${label} must be a single line of text`);
  return trimmed;
}

export const landingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = uploadsDir(app.config.dataDir);

  /** Only an image our upload stored, still on disk, at the landing size. */
  const image = async (label: string, value: string | null): Promise<string | null> => {
    if (value === null || value.trim() === '') return null;
    const url = value.trim();
    const bytes = URL_PATTERN.test(url)
      ? await readFile(path.join(dir, path.basename(url))).catch(() => null)
      : null;
    if (!bytes) throw badRequest(`The ${label}: ${UNKNOWN_IMAGE}`);
    const size = checkImage(bytes);
    if (size.width !== LANDING_WIDTH || size.height !== LANDING_HEIGHT)
      throw badRequest(`The ${label}: Invalid image dimensions`);
    return url;
  };

  app.get(
    '/admin/getlanding',
    {
      schema: {
        tags,
        summary: 'The landing content',
        description:
          'result: { headline, subHeadline, ctaText, ctaLink, darkImage|null, lightImage|null, updatedAt, updatedBy|null }; images are API paths (GET them with the bearer)',
      },
    },
    async () => {
      const { rows } = await app.db.query<LandingRow>(SELECT);
      return ok(rows[0]);
    },
  );

  app.post(
    '/admin/landing',
    {
      schema: {
        tags,
        summary: 'Save the landing content',
        description: `Texts are trimmed: headline 1–${LANDING_TEXT_LIMITS.headline}, subHeadline ≤${LANDING_TEXT_LIMITS.subHeadline}, ctaText 1–${LANDING_TEXT_LIMITS.ctaText}, ctaLink an https URL or a path. Images: a url returned by /admin/imageUpload, or null. result: the saved content`,
        body: LandingBody,
      },
    },
    async (request) => {
      const body = request.body;
      const headline = text('headline', body.headline, true);
      const subHeadline = text('sub-headline', body.subHeadline, false);
      const ctaText = text('call-to-action text', body.ctaText, true);
      const ctaLink = text('call-to-action link', body.ctaLink, true);
      if (!isCtaLink(ctaLink)) throw badRequest(INVALID_CTA_LINK);
      const darkImage = await image('dark-theme image', body.darkImage);
      const lightImage = await image('light-theme image', body.lightImage);
      const { email, adminId } = request.session;
      const saved = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<LandingRow>(
          `UPDATE landing_content SET headline = $1, sub_headline = $2, cta_text = $3, cta_link = $4,
             dark_image = $5, light_image = $6, updated_at = now(), updated_by = $7 WHERE id
           RETURNING headline, sub_headline AS "subHeadline", cta_text AS "ctaText", cta_link AS "ctaLink",
             dark_image AS "darkImage", light_image AS "lightImage", updated_at AS "updatedAt", updated_by AS "updatedBy"`,
          [headline, subHeadline, ctaText, ctaLink, darkImage, lightImage, email],
        );
        await logAction(tx, {
          description: `Landing content updated: "${headline}" (dark image ${darkImage ?? 'none'}, light image ${lightImage ?? 'none'})`,
          adminId,
        });
        return rows[0];
      });
      return ok(saved, 'Landing content saved');
    },
  );
};
