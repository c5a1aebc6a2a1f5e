import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TYPES, EXTENSIONS, type ImageKind } from './imageCheck.ts';

/**
 * Uploaded images on disk under DATA_DIR/uploads. Names are random (128 bits) with the extension
 * of the type read from the bytes; the name is the only thing a request can point at, and it must
 * match NAME_PATTERN, so no path from a client ever reaches the file system.
 */
export const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
/** Where the API serves a stored image (relative to the API base, like the KYC documents). */
export const UPLOADS_PREFIX = '/uploads/';
export const URL_PATTERN = /^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/;

const KIND_OF_EXTENSION: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores the bytes under a new random name, readable by the server's user only (0600). */
export async function storeImage(dataDir: string, kind: ImageKind, bytes: Buffer) {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[kind]}`;
  // 'wx': never overwrite; mode applies to the new file.
  await writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
  return { name, url: `${UPLOADS_PREFIX}${name}` };
}

/** The stored bytes and their content type, or null when the name is not one we could have made. */
export async function readImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  try {
    const bytes = await readFile(path.join(uploadsDir(dataDir), name));
    return { bytes, contentType: CONTENT_TYPES[KIND_OF_EXTENSION[match[1]]] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
