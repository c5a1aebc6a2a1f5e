import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { requireSession } from '../auth/guard.ts';
import { checkImage, ImageRejected } from '../uploads/imageCheck.ts';
import { LANDING_HEIGHT, LANDING_WIDTH } from '../../src/contracts/landing.ts';
import { readImage, storeImage } from '../uploads/store.ts';
import {
  IMAGE_USES,
  imageSizeProblem,
  imageSizeText,
  isImageUse,
  type ImageBounds,
  type ImageUse,
} from '../../src/contracts/images.ts';

export const INVALID_DIMENSIONS = 'Invalid image dimensions';
/** The multipart cap: the largest any use accepts (each use's own is checked after). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMAGE_USES).map((use) => use.maxBytes));
const MAX_UPLOAD_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
export const FILE_TOO_LARGE = `The image is larger than ${MAX_UPLOAD_TEXT}`;
export const FIELD_NAME = 'image';
export const NO_IMAGE_FIELD = "Expected multipart/form-data with one file in a field named 'image'";
export const USE_FIELD = 'use';
export const UNKNOWN_USE = `Unknown image use: send one of ${Object.keys(IMAGE_USES).join(', ')} in the field '${USE_FIELD}', before the file`;

const tags = ['Landing and images'];

/**
 * Reads the one `image` file of a multipart request, capped at MAX_UPLOAD_BYTES (413 beyond),
 * and the image's `use` sent before it (the landing's when absent, as the spec's call sends).
 */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; use: ImageUse }> {
  if (!request.isMultipart()) throw new ApiError(415, NO_IMAGE_FIELD);
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file || file.fieldname !== FIELD_NAME) {
    file?.file.resume();
    throw badRequest(NO_IMAGE_FIELD);
  }
  const sent = (file.fields[USE_FIELD] as { value?: unknown } | undefined)?.value;
  if (sent !== undefined && !isImageUse(sent)) {
    file.file.resume();
    throw badRequest(UNKNOWN_USE);
  }
  try {
    return { bytes: await file.toBuffer(), use: sent ?? 'landing' };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new ApiError(413, FILE_TOO_LARGE);
    throw error;
  }
}

/** Landing image uploads (both of the API's paths) and serving the stored images. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: multipart bodies are parsed on these routes only.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });
  const dataDir = app.config.dataDir;

  const upload = async (request: FastifyRequest) => {
    const { bytes, use } = await readUpload(request);
    const bounds: ImageBounds = IMAGE_USES[use];
    if (bytes.length > bounds.maxBytes) throw new ApiError(413, FILE_TOO_LARGE);
    let image;
    try {
      image = checkImage(bytes);
    } catch (error) {
      if (error instanceof ImageRejected) throw new ApiError(error.statusCode, error.message);
      throw error;
    }
    const problem = imageSizeProblem(bounds, image);
    // The landing's refusal is the spec's text; another use says what it needs.
    if (problem)
      throw badRequest(
        use === 'landing' ? INVALID_DIMENSIONS : `${INVALID_DIMENSIONS}. ${problem}`,
      );
    const stored = await storeImage(dataDir, image.kind, bytes);
    await logAction(app.db, {
      description: `${bounds.label} uploaded: ${stored.name} (${image.kind.toUpperCase()}, ${image.width}×${image.height}, ${bytes.length} bytes)`,
      adminId: request.session.adminId,
    });
    return ok(
      { url: stored.url, name: stored.name, ...image, bytes: bytes.length },
      'Image uploaded',
    );
  };

  const uploadSchema = (summary: string) => ({
    tags,
    summary,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data with one file in the field '${FIELD_NAME}': a PNG, JPEG or WebP (decided from the bytes), at most ${MAX_UPLOAD_TEXT} (413), and before it the optional field '${USE_FIELD}': ${Object.entries(
      IMAGE_USES,
    )
      .map(([use, bounds]) => `${use} (${imageSizeText(bounds)})`)
      .join(
        ', ',
      )}; without it the landing's exactly ${LANDING_WIDTH}×${LANDING_HEIGHT} (400 '${INVALID_DIMENSIONS}'). result: { url (relative to the API base; GET it with the bearer), name, kind, width, height, bytes }`,
  });

  // Every route here needs an admin session whatever the global guard covers, before the body is read.
  app.post(
    '/admin/imageUpload',
    {
      onRequest: requireSession,
      schema: uploadSchema('Upload an image: a landing hero, a staking banner'),
    },
    upload,
  );
  app.post(
    '/imageUpload',
    {
      onRequest: requireSession,
      schema: uploadSchema('Upload an image with the landing dimension check (spec: /imageUpload)'),
    },
    upload,
  );

  app.get(
    '/uploads/:name',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'A stored image, with its real content type; fetch it with the bearer token',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const image = await readImage(dataDir, request.params.name);
      if (!image) throw notFound('Image not found');
      return (
        reply
          .type(image.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // Opened directly, it is an image and nothing else: no script, no plugin, no frame.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(image.bytes)
      );
    },
  );
};
