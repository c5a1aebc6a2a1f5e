import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { isNoResponse, type ExchangeDataProvider } from '../../dataProvider';
import { errors } from '../../messages/catalogue';
import type { FieldSchema } from '../types';
import type { ImageUse } from '../../contracts/images';
import { imageFileProblem, type FileProblem } from './imageFile';

export type UploadState =
  | { status: 'idle' }
  | { status: 'checking'; fileName: string }
  | { status: 'uploading'; fileName: string }
  | { status: 'error'; problem: FileProblem };

/** Uploads are larger than the usual JSON call: give them longer than the default timeout. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Images upload as multipart with a field named `image`, as the API's upload routes read them,
 * after the image's `use` (whose rules the server checks).
 */
export const imageFormData = ({ file, use }: { file: File; use?: ImageUse }): FormData => {
  const form = new FormData();
  if (use) form.append('use', use);
  form.append('image', file);
  return form;
};

/** The stored value of an upload's answer: a path/URL string, or `{ url }` / `{ path }`. */
const storedValueOf = (result: unknown): string | undefined => {
  if (typeof result === 'string') return result;
  const object = result as { url?: unknown; path?: unknown; image?: unknown } | null;
  const value = object?.url ?? object?.path ?? object?.image;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The titles: the server refused (the endpoint's message, 'Image Failed to Upload!') or
 * never answered ('Upload failed'); the server's own words, when it said why, below the title.
 */
export function uploadProblem(error: unknown, field: FieldSchema): FileProblem {
  const refused = field.upload?.errorMessage || errors.imageUpload;
  const title = isNoResponse(error)
    ? (field.upload?.noResponseMessage ?? errors.uploadFailed)
    : refused;
  // The client prefixes a timeout's explanation with the title: show the explanation only.
  const message = (error instanceof Error ? error.message : '').replace(title, '').trim();
  return message && message !== refused ? { title, detail: message } : { title };
}

/**
 * An image field's upload: checks the chosen file in the browser first (the field's
 * `imageRules`) and sends nothing when it fails; otherwise uploads it (multipart `image`) and
 * hands the stored path to `onUploaded`.
 */
export function useImageUpload(field: FieldSchema, onUploaded: (stored: string) => void) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  // Only the latest file counts: a slow check or upload of an earlier one is ignored.
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const start = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const current = () => attempt === latest.current;
      setState({ status: 'checking', fileName: file.name });
      const problem = await imageFileProblem(file, field.imageRules);
      if (!current()) return;
      if (problem) {
        setState({ status: 'error', problem });
        return;
      }
      setState({ status: 'uploading', fileName: file.name });
      const endpoint = field.upload;
      try {
        if (!endpoint) throw new Error(errors.uploadFailed);
        const result = await dataProvider.call(
          {
            timeoutMs: UPLOAD_TIMEOUT_MS,
            noResponseMessage: errors.uploadFailed,
            ...endpoint,
            body: endpoint.body ?? imageFormData,
          },
          { file, use: field.imageRules?.use },
        );
        const stored = storedValueOf(result);
        if (!stored) throw new Error(errors.uploadFailed);
        if (!current()) return;
        setState({ status: 'idle' });
        onUploaded(stored);
      } catch (error) {
        if (current()) setState({ status: 'error', problem: uploadProblem(error, field) });
      }
    },
    [dataProvider, field, onUploaded],
  );

  return { state, start };
}
