import { lazy, Suspense, type ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  DEFAULT_CLOSED_SIDEBAR_WIDTH,
  DEFAULT_SIDEBAR_WIDTH,
  SIDEBAR_CLASSES,
  SIDEBAR_PREFIX,
} from './sidebarClasses';

// MUI's Drawer is a Modal (with Slide, Backdrop, FocusTrap, Portal) in its small-screen variant:
// ~9 kB gzip the dashboard's first load carried for a panel a wide screen never shows.
const SmallScreenSidebar = lazy(() => import('./SmallScreenSidebar'));

/**
 * The shell's sidebar: react-admin's Sidebar, with the same class names, sizes and theme
 * overrides (`RaSidebar` in muiThemes.ts), without MUI's Drawer on wide screens. There
 * react-admin renders a permanent Drawer, which is only a docked Paper: a div with the same
 * styles does. On a phone (below `sm`) the sidebar is a temporary drawer over the page, loaded
 * on its first use there (SmallScreenSidebar).
 */
export function Sidebar({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const xSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open] = useSidebarState();
  if (xSmall)
    return (
      <Suspense fallback={null}>
        <SmallScreenSidebar sx={sx}>{children}</SmallScreenSidebar>
      </Suspense>
    );
  const state = open ? SIDEBAR_CLASSES.open : SIDEBAR_CLASSES.closed;
  return (
    <Docked
      className={`${SIDEBAR_CLASSES.root} ${SIDEBAR_CLASSES.docked} ${state}`}
      ownerState={{ open }}
      sx={sx}
    >
      <div className={SIDEBAR_CLASSES.paper}>
        <div className={SIDEBAR_CLASSES.fixed}>{children}</div>
      </div>
    </Docked>
  );
}

/**
 * The computed styles of react-admin's permanent Drawer (MUI's docked root and its Paper, then
 * react-admin's RaSidebar styles), under react-admin's theme name so the theme's overrides apply.
 */
const Docked = styled('div', {
  name: SIDEBAR_PREFIX,
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
  shouldForwardProp: (prop) => prop !== 'ownerState' && prop !== 'sx',
})<{ ownerState: { open: boolean } }>(({ theme, ownerState }) => ({
  flex: '0 0 auto',
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  [`& .${SIDEBAR_CLASSES.paper}`]: {
    // MUI's Paper (elevation 0, square) as a Drawer's docked paper
    backgroundColor: (theme.vars || theme).palette.background.paper,
    color: (theme.vars || theme).palette.text.primary,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flex: '1 0 auto',
    outline: 0,
    top: 0,
    left: 0,
    // react-admin's: in the page's flow, as wide as the sidebar's state
    position: 'relative',
    zIndex: 'inherit',
    border: 'none',
    width: ownerState.open
      ? (theme.sidebar?.width ?? DEFAULT_SIDEBAR_WIDTH)
      : (theme.sidebar?.closedWidth ?? DEFAULT_CLOSED_SIDEBAR_WIDTH),
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  },
  [`& .${SIDEBAR_CLASSES.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
}));
