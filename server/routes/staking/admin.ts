import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { badRequest } from '../../http/envelope.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { createAdminStake as createAdminStakeCommand } from '../../../src/contracts/commands/adminStakes.ts';
import { pagedQuery } from '../../http/paging.ts';
import { createAdminStake } from '../../staking/adminStake.ts';
import { URL_PATTERN } from '../../uploads/store.ts';
import { iso } from '../records.ts';
import { ADMIN_STAKES_LIST } from './stakes.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { setStakingBanner } from '../../../src/contracts/commands/stakingBanner.ts';
import { stakingBanner } from '../../../src/contracts/reads/index.ts';

type Banner = { title: string; text: string; imageUrl: string };

/** An https address, or an image uploaded through POST /api/imageUpload (/uploads/<name>). */
const isImageUrl = (url: string) => /^https:\/\/[^\s"'<>]+$/.test(url) || URL_PATTERN.test(url);

export const adminStakingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  commandRoute<{ planId: string; amount: string }>(
    app,
    createAdminStakeCommand,
    async (tx, body, { adminId, email }) => {
      const id = await createAdminStake(tx, { ...body, adminId });
      const page = await pagedQuery<Record<string, string>>(tx, ADMIN_STAKES_LIST, {
        filter: { _id: id },
        limit: 1,
      });
      const stake = page.data[0];
      await logAction(tx, {
        description: `Admin stake of ${stake.amount} ${stake.asset} created in "${stake.plan}"`,
        adminId,
        userId: email,
      });
      return { record: stake, message: 'Admin stake created' };
    },
  );

  readRoute(app, stakingBanner, async (db) => {
    const { rows } = await db.query<{ banner: unknown }>(
      `SELECT json_build_object('title', b.title, 'text', b.text, 'imageUrl', b.image_url,
              'updatedAt', ${iso('b.updated_at')}, 'updatedBy', a.email) AS banner
         FROM staking_banner b LEFT JOIN admins a ON a.id = b.updated_by`,
    );
    return rows[0]?.banner ?? null;
  });

  commandRoute<Banner>(app, setStakingBanner, async (tx, body, { adminId, email }) => {
    const [title, text, imageUrl] = [body.title.trim(), body.text.trim(), body.imageUrl.trim()];
    if (!title || !text) throw badRequest('The banner needs a title and a text');
    if (!isImageUrl(imageUrl))
      throw badRequest(
        'The image URL must be an https:// address or an uploaded image (/uploads/…)',
      );
    await tx.query(
      `INSERT INTO staking_banner (id, title, text, image_url, updated_by, updated_at) VALUES (1, $1, $2, $3, $4, now())
       ON CONFLICT (id) DO UPDATE SET title = $1, text = $2, image_url = $3, updated_by = $4, updated_at = now()`,
      [title, text, imageUrl, adminId],
    );
    await logAction(tx, { description: `Staking banner set: "${title}"`, adminId, userId: email });
    return { record: { title, text, imageUrl, updatedBy: email }, message: 'Staking banner saved' };
  });
};
