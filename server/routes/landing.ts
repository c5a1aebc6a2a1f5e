import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANDING_HEIGHT, LANDING_WIDTH } from '../../src/contracts/landing.ts';
import { landingContract } from '../../src/contracts/resources/landing.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { recordRoutes } from '../http/crudRoutes.ts';
import { refuseUnlessEmpty } from '../http/crudInput.ts';
import { uploadsDir, URL_PATTERN } from '../uploads/store.ts';
import { checkImage } from '../uploads/imageCheck.ts';

export const UNKNOWN_IMAGE =
  'The image must be one uploaded with /admin/imageUpload (its returned url), or null for none';

/** The landing record's SQL: its one row. */
export const LANDING_LIST = pagedListFromContract(landingContract, {
  from: 'FROM landing_content l',
  columns: { updatedAt: { sql: 'l.updated_at', notNull: true } },
  values: {
    headline: 'l.headline',
    subHeadline: 'l.sub_headline',
    ctaText: 'l.cta_text',
    ctaLink: 'l.cta_link',
    darkImage: 'l.dark_image',
    lightImage: 'l.light_image',
    updatedBy: 'l.updated_by',
  },
  tiebreak: 'l.id',
});

const IMAGES = { darkImage: 'dark-theme image', lightImage: 'light-theme image' } as const;

export const landingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = uploadsDir(app.config.dataDir);

  /** Only an image our upload stored, still on disk, at the landing size: else its words. */
  const imageProblem = async (label: string, url: string): Promise<string | undefined> => {
    const bytes = URL_PATTERN.test(url)
      ? await readFile(path.join(dir, path.basename(url))).catch(() => null)
      : null;
    if (!bytes) return `The ${label}: ${UNKNOWN_IMAGE}`;
    const size = checkImage(bytes);
    if (size.width !== LANDING_WIDTH || size.height !== LANDING_HEIGHT)
      return `The ${label}: Invalid image dimensions`;
    return undefined;
  };

  recordRoutes(
    app,
    LANDING_LIST,
    {
      table: 'landing_content',
      updatedBy: 'updated_by',
      // The images are files on this server's disk: only it can check them.
      check: async (_tx, values) => {
        const errors: Record<string, string> = {};
        for (const [key, label] of Object.entries(IMAGES)) {
          const url = values[key];
          if (typeof url !== 'string') continue;
          const problem = await imageProblem(label, url);
          if (problem) errors[key] = problem;
        }
        refuseUnlessEmpty(errors);
      },
      logChanges: true,
      answers: { update: () => 'Landing content saved' },
    },
    {
      tags: ['Landing and images'],
      summary: 'The landing content',
      description: `result: { headline, subHeadline, ctaText, ctaLink, darkImage|null, lightImage|null, updatedAt, updatedBy|null }; images are API paths (GET them with the bearer)`,
    },
  );
};
