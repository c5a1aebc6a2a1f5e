import { useId, useState, type ReactNode } from 'react';
import { Button, Popover, type SxProps, type Theme } from '@mui/material';

/**
 * A list toolbar's button that opens its panel below it (Columns, Saved queries): the button
 * announces the panel it controls, and the panel gets `close` to shut itself after a choice.
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
      >
        {label}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={paperSx ? { paper: { sx: paperSx } } : undefined}
      >
        {children(close)}
      </Popover>
    </>
  );
}
