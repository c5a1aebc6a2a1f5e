import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { AuthenticatedImage } from '../../../resources/shared/AuthenticatedImage';
import { ACCEPTED_TYPES } from './imageDimensions';
import { landingTexts } from './landingTexts';
import { useImageUpload } from './useImageUpload';

interface ImageDropZoneProps {
  /** e.g. 'Dark-theme hero image'. */
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

/** One hero image: drop a file or pick one; it is checked, uploaded, and its URL goes into the draft. */
export function ImageDropZone({ label, value, onChange }: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const onUploaded = useCallback((url: string) => onChange(url), [onChange]);
  const { state, start } = useImageUpload(onUploaded);
  const busy = state.status === 'checking' || state.status === 'uploading';

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) void start(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 260 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        data-testid={`dropzone-${label}`}
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
            <AuthenticatedImage path={value} alt={label} height={160} enlargeable />
          </Box>
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary', py: 2, gap: 0.5 }}>
            <CloudUploadOutlinedIcon fontSize="large" aria-hidden="true" />
            <Typography variant="body2">{landingTexts.dropHere}</Typography>
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={value ? 'outlined' : 'contained'}
            size="small"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            aria-label={`${value ? landingTexts.replace : landingTexts.chooseFile}: ${label}`}
          >
            {value ? landingTexts.replace : landingTexts.chooseFile}
          </Button>
          {value ? (
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => onChange(null)}
              aria-label={`${landingTexts.remove}: ${label}`}
            >
              {landingTexts.remove}
            </Button>
          ) : null}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={ACCEPTED_TYPES.join(',')}
          aria-label={`${label} file`}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = ''; // the same file can be chosen again after a refusal
          }}
        />
        {busy ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {state.status === 'checking'
                ? landingTexts.checking(state.fileName)
                : landingTexts.uploading(state.fileName)}
            </Typography>
            <LinearProgress aria-label={`${label}: ${state.status}`} />
          </Box>
        ) : null}
      </Box>
      {state.status === 'error' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          <AlertTitle>{state.problem.title}</AlertTitle>
          {state.problem.detail}
        </Alert>
      ) : null}
    </Box>
  );
}
