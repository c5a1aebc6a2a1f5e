import { useEffect, useId, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';
import { Button, Popover, type SxProps, type Theme } from '@mui/material';

/**
 * A list toolbar's button that opens its panel below it (Columns, Saved queries): the button
 * announces the panel it controls, and the panel gets `close` to shut itself after a choice.
 * The panel is built, closed, when the browser is idle or a pointer or the focus reaches the
 * button, so the first click only shows it (building the column chooser's switches on the click
 * took ~100 ms).
 */
export function ToolbarPopover({
  icon,
  label,
  paperSx,
  children,
}: {
  icon: ReactNode;
  label: string;
  paperSx?: SxProps<Theme>;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [built, setBuilt] = useState(false);
  const build = () => setBuilt(true);
  useEffect(() => whenIdle(build), []);
  const popoverId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={icon}
        sx={{ lineHeight: 1.5 }}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={build}
        onFocus={build}
      >
        {label}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // The page keeps its scrollbar: locking it restyles the whole grid on the click.
        disableScrollLock
        keepMounted={built}
        slotProps={paperSx ? { paper: { sx: paperSx } } : undefined}
      >
        {children(close)}
      </Popover>
    </>
  );
}
