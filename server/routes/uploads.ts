import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { requireSession } from '../auth/guard.ts';
import { checkImage, ImageRejected } from '../uploads/imageCheck.ts';
import {
  LANDING_HEIGHT,
  LANDING_IMAGE_MAX_BYTES,
  LANDING_WIDTH,
} from '../../src/contracts/landing.ts';
import { readImage, storeImage } from '../uploads/store.ts';

export const INVALID_DIMENSIONS = 'Invalid image dimensions';
export const MAX_UPLOAD_BYTES = LANDING_IMAGE_MAX_BYTES;
const MAX_UPLOAD_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
export const FILE_TOO_LARGE = `The image is larger than ${MAX_UPLOAD_TEXT}`;
export const FIELD_NAME = 'image';
export const NO_IMAGE_FIELD = "Expected multipart/form-data with one file in a field named 'image'";

const tags = ['Landing and images'];

/** Reads the one `image` file of a multipart request, capped at MAX_UPLOAD_BYTES (413 beyond). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(415, NO_IMAGE_FIELD);
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file || file.fieldname !== FIELD_NAME) {
    file?.file.resume();
    throw badRequest(NO_IMAGE_FIELD);
  }
  try {
    return await file.toBuffer();
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
    const bytes = await readUpload(request);
    let image;
    try {
      image = checkImage(bytes);
    } catch (error) {
      if (error instanceof ImageRejected) throw new ApiError(error.statusCode, error.message);
      throw error;
    }
    if (image.width !== LANDING_WIDTH || image.height !== LANDING_HEIGHT)
      throw badRequest(INVALID_DIMENSIONS);
    const stored = await storeImage(dataDir, image.kind, bytes);
    await logAction(app.db, {
      description: `Landing image uploaded: ${stored.name} (${image.kind.toUpperCase()}, ${image.width}×${image.height}, ${bytes.length} bytes)`,
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
    description: `multipart/form-data with one file in the field '${FIELD_NAME}': a PNG, JPEG or WebP (decided from the bytes), exactly ${LANDING_WIDTH}×${LANDING_HEIGHT} (400 '${INVALID_DIMENSIONS}'), at most ${MAX_UPLOAD_TEXT} (413). result: { url (relative to the API base; GET it with the bearer), name, kind, width, height, bytes }`,
  });

  // Every route here needs an admin session whatever the global guard covers, before the body is read.
  app.post(
    '/admin/imageUpload',
    { onRequest: requireSession, schema: uploadSchema('Upload a landing hero image') },
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
