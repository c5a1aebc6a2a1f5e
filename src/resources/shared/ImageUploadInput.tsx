import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useDataProvider, useInput, type Validator } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import { errors } from '../../messages/catalogue';
import type { EndpointCall, FieldSchema } from '../types';
import { AuthenticatedImage } from './AuthenticatedImage';
import { errorMessageOf } from './ErrorState';

/** Spec section 7: images upload as multipart with a field named `image`. */
export const imageFormData = ({ file }: { file: File }): FormData => {
  const form = new FormData();
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

/** An image field in a form: pick a file, it uploads at once, the answer's path is the value. */
export function ImageUploadInput({
  field,
  validate,
}: {
  field: FieldSchema;
  validate?: Validator[];
}) {
  const { field: input, fieldState } = useInput({ source: field.source, validate });
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const endpoint = field.upload as EndpointCall<{ file: File }>;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setFailure(null);
    try {
      const result = await dataProvider.call(
        { ...endpoint, body: endpoint.body ?? imageFormData },
        { file },
      );
      const stored = storedValueOf(result);
      if (!stored) throw new Error(errors.uploadFailed);
      input.onChange(stored);
    } catch (error) {
      setFailure(errorMessageOf(error, endpoint.errorMessage || errors.imageUpload));
    } finally {
      setUploading(false);
    }
  };

  const value = input.value as string | undefined;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {field.label}
      </Typography>
      {value ? <AuthenticatedImage path={value} alt={field.label} height={96} /> : null}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        aria-label={`${field.label} file`}
        onChange={(event) => void onPick(event)}
      />
      <Button
        variant="outlined"
        startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={uploading}
        onClick={() => picker.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {uploading
          ? 'Uploading…'
          : value
            ? `Replace ${field.label.toLowerCase()}`
            : `Upload ${field.label.toLowerCase()}`}
      </Button>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {fieldState.error?.message ? (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      ) : null}
    </Stack>
  );
}
