import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { isNoResponse, type ExchangeDataProvider } from '../../../dataProvider';
import { errors } from '../../../messages/catalogue';
import { landingEndpoints } from './landingApi';
import { landingFileProblem, type FileProblem } from './imageDimensions';

export type UploadState =
  | { status: 'idle' }
  | { status: 'checking'; fileName: string }
  | { status: 'uploading'; fileName: string }
  | { status: 'error'; problem: FileProblem };

/** The spec's texts: the server refused ('Image Failed to Upload!') or never answered ('Upload failed'). */
export function uploadProblem(error: unknown): FileProblem {
  const title = isNoResponse(error) ? errors.uploadFailed : errors.imageUpload;
  // The client prefixes a timeout's explanation with the title: show the explanation only.
  const message = (error instanceof Error ? error.message : '').replace(title, '').trim();
  return message ? { title, detail: message } : { title };
}

/**
 * Checks a chosen file in the browser first (type, 5 MB, exactly 1483×989) and sends nothing when
 * it fails; otherwise uploads it and hands the returned URL to `onUploaded`.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
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
      const problem = await landingFileProblem(file);
      if (!current()) return;
      if (problem) {
        setState({ status: 'error', problem });
        return;
      }
      setState({ status: 'uploading', fileName: file.name });
      try {
        const uploaded = await dataProvider.call(landingEndpoints.uploadImage, file);
        if (!current()) return;
        setState({ status: 'idle' });
        onUploaded(uploaded.url);
      } catch (error) {
        if (current()) setState({ status: 'error', problem: uploadProblem(error) });
      }
    },
    [dataProvider, onUploaded],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}
