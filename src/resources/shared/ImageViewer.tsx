import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Dialog, DialogContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { ClosableDialogTitle } from './ClosableDialogTitle';
import { stopRowClick } from './fieldBasics';

interface ImageViewerProps {
  /** An image already loaded (an object URL of the authenticated fetch). */
  url: string;
  alt: string;
  onClose: () => void;
}

/** Zoom steps: a document's small print is readable at 300 %; below 50 % nothing is. */
const ZOOM_STEP = 0.25;
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 3;

/**
 * One image full size, to read a document or a payment proof: zoom in and out, back to 100 %,
 * and rotate a quarter turn (a phone photo taken sideways). Escape, the close button or a click
 * outside closes it; the keyboard's + and - zoom too.
 */
export function ImageViewer({ url, alt, onClose }: ImageViewerProps) {
  const titleId = useId();
  const [zoom, setZoom] = useState(1);
  const [turns, setTurns] = useState(0);
  // At 100 % a small image keeps its own size; a large one fits the window's height.
  const [naturalHeight, setNaturalHeight] = useState(0);
  const zoomBy = (step: number) =>
    setZoom((z) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((z + step) * 100) / 100)));
  // Never disabled: a button that disables itself under the focus drops the focus out of the dialog.
  const reset = () => {
    setZoom(1);
    setTurns(0);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(-ZOOM_STEP);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // A portal still bubbles through React's tree: a click in here must not open a grid row.
      onClick={stopRowClick}
    >
      <ClosableDialogTitle id={titleId} onClose={onClose}>
        {alt}
      </ClosableDialogTitle>
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ px: 3, pb: 1 }}>
        <Tool label="Zoom out" onClick={() => zoomBy(-ZOOM_STEP)} disabled={zoom <= ZOOM_MIN}>
          <ZoomOutIcon />
        </Tool>
        <Typography
          variant="body2"
          role="status"
          aria-label="Zoom"
          sx={{ minWidth: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        >
          {Math.round(zoom * 100)}%
        </Typography>
        <Tool label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)} disabled={zoom >= ZOOM_MAX}>
          <ZoomInIcon />
        </Tool>
        <Tool label="Rotate" onClick={() => setTurns((t) => (t + 1) % 4)}>
          <RotateRightIcon />
        </Tool>
        <Tool label="Reset zoom and rotation" onClick={reset}>
          <RestartAltIcon />
        </Tool>
      </Stack>
      <DialogContent
        sx={{ display: 'flex', justifyContent: 'center', overflow: 'auto', minHeight: 320 }}
      >
        <Box
          component="img"
          src={url}
          alt={alt}
          onLoad={(event) => setNaturalHeight(event.currentTarget.naturalHeight)}
          sx={{
            display: 'block',
            flexShrink: 0,
            // Zoom changes the size, not a transform: a zoomed image scrolls to its every edge.
            height: `calc(min(70vh, ${naturalHeight ? `${naturalHeight}px` : '70vh'}) * ${zoom})`,
            width: 'auto',
            maxWidth: zoom <= 1 ? '100%' : 'none',
            objectFit: 'contain',
            transform: `rotate(${turns * 90}deg)`,
            transition: 'transform 120ms ease-out',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function Tool({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
