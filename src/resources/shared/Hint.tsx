import { cloneElement, useState, type ReactElement, type SyntheticEvent } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The gap between a control and its hint, as MUI's tooltip leaves it. */
const GAP = 14;
/** The least room between a hint and the window's edge. */
const EDGE = 4;

/** Centred under `centre`, but shifted to stay inside the window (the toggle at its left edge). */
const centredWithin = (centre: number) =>
  `translateX(min(max(-50%, ${EDGE - centre}px), calc(${window.innerWidth - EDGE - centre}px - 100%)))`;

type Show = (event: SyntheticEvent<HTMLElement>) => void;

/**
 * A control's name (or a shortened value in full) shown beside it on hover and keyboard focus:
 * the admin's tooltips, in the look of MUI's Tooltip without its Popper. Nothing but the control
 * renders until it is pointed at: MUI's Tooltip renders a Popper, a transition and their styles
 * for every instance, which in a grid is several per row on every page (and 11 kB gzip on the
 * dashboard's first load). Fixed to the viewport from the control's box, so the sidebar's
 * scrolling panel does not clip it. The control gets the text as its accessible name unless it
 * has one; the hint itself is hidden from readers.
 */
export function Hint({
  title,
  placement = 'bottom',
  disabled,
  children,
}: {
  title: string;
  /** Below its control (the top bar) or to its right (the collapsed sidebar). */
  placement?: 'bottom' | 'right';
  /** The name is in sight already (the expanded sidebar): the control is left as it is. */
  disabled?: boolean;
  children: ReactElement<{
    'aria-label'?: string;
    onMouseEnter?: Show;
    onMouseLeave?: Show;
    onFocus?: Show;
    onBlur?: Show;
  }>;
}) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  if (disabled) return children;
  const show: Show = (event) => setAnchor(event.currentTarget.getBoundingClientRect());
  const hide = () => setAnchor(null);
  return (
    <>
      {cloneElement(children, {
        'aria-label': children.props['aria-label'] ?? title,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: (event) => event.currentTarget.matches(':focus-visible') && show(event),
        onBlur: hide,
      })}
      {anchor && (
        <Box
          component="span"
          aria-hidden="true"
          sx={(theme) => ({
            position: 'fixed',
            zIndex: theme.zIndex.tooltip,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.grey[700], 0.92),
            color: theme.palette.common.white,
            fontSize: theme.typography.pxToRem(11),
            fontWeight: theme.typography.fontWeightMedium,
            lineHeight: 1.4,
            ...(placement === 'right'
              ? {
                  left: anchor.right + GAP,
                  top: anchor.top + anchor.height / 2,
                  transform: 'translateY(-50%)',
                }
              : {
                  left: anchor.left + anchor.width / 2,
                  top: anchor.bottom + GAP,
                  transform: centredWithin(anchor.left + anchor.width / 2),
                }),
          })}
        >
          {title}
        </Box>
      )}
    </>
  );
}
