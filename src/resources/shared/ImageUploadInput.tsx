import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormHelperText,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useInput, type Validator } from 'react-admin';
import type { FieldSchema } from '../types';
import { AuthenticatedImage } from './AuthenticatedImage';
import { imageRulesText } from './imageFile';
import { useImageUpload } from './useImageUpload';

/**
 * An image field in a form: drop a file on it or pick one; it is checked against the field's
 * `imageRules` in the browser, uploaded at once, and the answer's path becomes the value. An
 * optional image can be removed (the value becomes null).
 */
export function ImageUploadInput({
  field,
  validate,
}: {
  field: FieldSchema;
  validate?: Validator[];
}) {
  const { field: input, fieldState, isRequired } = useInput({ source: field.source, validate });
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const { onChange } = input;
  const onUploaded = useCallback((stored: string) => onChange(stored), [onChange]);
  const { state, start } = useImageUpload(field, onUploaded);
  const busy = state.status === 'checking' || state.status === 'uploading';
  const value = input.value as string | null | undefined;
  const name = field.label.toLowerCase();
  const rulesText = imageRulesText(field.imageRules);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !busy) void start(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      // Image inputs sit side by side where the form leaves room (flex-wrap parents).
      sx={{ flex: '1 1 260px', minWidth: 0, mb: 2 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {field.label}
      </Typography>
      <Box
        data-testid={`dropzone-${field.label}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 2,
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        {value ? (
          <Box sx={{ width: 240, maxWidth: '100%', mx: 'auto', mb: 1.5 }}>
            <AuthenticatedImage path={value} alt={field.label} height={160} enlargeable />
          </Box>
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary', py: 2, gap: 0.5 }}>
            <CloudUploadOutlinedIcon fontSize="large" aria-hidden="true" />
            <Typography variant="body2">Drag an image here, or</Typography>
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={value ? 'outlined' : 'contained'}
            size="small"
            disabled={busy}
            onClick={() => picker.current?.click()}
          >
            {value ? `Replace ${name}` : `Upload ${name}`}
          </Button>
          {value && !isRequired ? (
            <Button size="small" color="error" disabled={busy} onClick={() => onChange(null)}>
              Remove {name}
            </Button>
          ) : null}
        </Stack>
        <input
          ref={picker}
          type="file"
          hidden
          accept={field.imageRules?.types?.join(',') ?? 'image/*'}
          aria-label={`${field.label} file`}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = ''; // the same file can be chosen again after a refusal
          }}
        />
        {busy ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {state.status === 'checking' ? 'Checking' : 'Uploading'} {state.fileName}…
            </Typography>
            <LinearProgress aria-label={`${field.label}: ${state.status}`} />
          </Box>
        ) : null}
      </Box>
      {rulesText ? <FormHelperText>{rulesText}</FormHelperText> : null}
      {state.status === 'error' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          <AlertTitle>{state.problem.title}</AlertTitle>
          {state.problem.detail}
        </Alert>
      ) : null}
      {fieldState.error?.message ? (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      ) : null}
    </Box>
  );
}
