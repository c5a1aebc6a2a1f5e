import { useEffect, useState } from 'react';
import { Box, Button, ButtonBase, Skeleton, Typography } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { apiFetchBlob } from '../../dataProvider/httpClient';
import { stopRowClick } from './fieldBasics';
import { ImageViewer } from './ImageViewer';

interface AuthenticatedImageProps {
  /** API path of the image (it needs the bearer, so a plain <img src> cannot load it). */
  path: string;
  alt: string;
  height?: number;
  /** Click opens the image in the viewer (zoom, rotate), from the bytes already loaded. */
  enlargeable?: boolean;
}

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; url: string };

/** Loads an image through the authenticated client and shows it from an object URL. */
export function AuthenticatedImage({
  path,
  alt,
  height = 160,
  enlargeable = false,
}: AuthenticatedImageProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    apiFetchBlob(path, { signal: controller.signal, errorMessage: 'Could not load the image.' })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'Could not load the image.',
        });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, attempt]);

  if (state.status === 'loading') {
    return (
      <Skeleton
        variant="rounded"
        height={height}
        sx={{ width: '100%' }}
        aria-label={`Loading ${alt}`}
        role="progressbar"
      />
    );
  }
  if (state.status === 'error') {
    return (
      <Box
        role="alert"
        sx={{
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
          p: 1,
          textAlign: 'center',
        }}
      >
        <BrokenImageOutlinedIcon aria-hidden="true" />
        <Typography variant="body2">{state.message}</Typography>
        <Button
          size="small"
          onClick={() => setAttempt((n) => n + 1)}
          aria-label={`Retry loading ${alt}`}
        >
          Retry
        </Button>
      </Box>
    );
  }

  const img = (
    <Box
      component="img"
      src={state.url}
      alt={alt}
      sx={{
        display: 'block',
        height,
        width: '100%',
        objectFit: 'contain',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
  if (!enlargeable) return img;
  return (
    <>
      <ButtonBase
        onClick={(event) => {
          // A thumbnail in a grid row opens the image, not the row.
          stopRowClick(event);
          setOpen(true);
        }}
        aria-label={`Enlarge ${alt}`}
        sx={{ display: 'block', width: '100%', borderRadius: 1 }}
      >
        {img}
      </ButtonBase>
      {open ? <ImageViewer url={state.url} alt={alt} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
