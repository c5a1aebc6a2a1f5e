import { lazy, Suspense, type ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';

// MUI's Drawer is a Modal (with Slide, Backdrop, FocusTrap, Portal) in its small-screen variant:
// ~9 kB gzip the dashboard's first load carried for a panel a wide screen never shows.
const SmallScreenSidebar = lazy(() => import('./raSidebar'));

/** react-admin's Sidebar class names: the theme's `RaSidebar` overrides and Layout address them. */
const PREFIX = 'RaSidebar';
const CLASSES = {
  root: `${PREFIX}-root`,
  docked: `${PREFIX}-docked`,
  paper: `${PREFIX}-paper`,
  fixed: `${PREFIX}-fixed`,
  open: `${PREFIX}-open`,
  closed: `${PREFIX}-closed`,
};

/**
 * The shell's sidebar: react-admin's Sidebar, with the same class names, sizes and theme
 * overrides (`RaSidebar` in muiThemes.ts), without MUI's Drawer on wide screens. There
 * react-admin renders a permanent Drawer, which is only a docked Paper: a div with the same
 * styles does. On a phone (below `sm`) it is react-admin's own, a temporary drawer over the
 * page, loaded on its first use there.
 */
export function Sidebar({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const xSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open] = useSidebarState();
  if (xSmall)
    return (
      <Suspense fallback={null}>
        <SmallScreenSidebar appBarAlwaysOn sx={sx}>
          {children}
        </SmallScreenSidebar>
      </Suspense>
    );
  const state = open ? CLASSES.open : CLASSES.closed;
  return (
    <Docked className={`${CLASSES.root} ${CLASSES.docked} ${state}`} sx={sx}>
      <div className={CLASSES.paper}>
        <div className={CLASSES.fixed}>{children}</div>
      </div>
    </Docked>
  );
}

/**
 * The styles of react-admin's permanent Drawer that show (MUI's docked root and its Paper, then
 * react-admin's RaSidebar styles), under react-admin's theme name so the theme's overrides apply.
 */
const Docked = styled('div', {
  name: PREFIX,
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  flex: '0 0 auto',
  height: 'calc(100vh - 3em)',
  [`& .${CLASSES.paper}`]: {
    // MUI's Paper as a Drawer's docked paper, in the page's flow (react-admin's), as wide as the
    // sidebar's state
    backgroundColor: (theme.vars || theme).palette.background.paper,
    color: (theme.vars || theme).palette.text.primary,
    overflowY: 'auto',
    height: '100%',
    position: 'relative',
    width: theme.sidebar?.width ?? 240,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  },
  [`&.${CLASSES.closed} .${CLASSES.paper}`]: { width: theme.sidebar?.closedWidth ?? 55 },
  [`& .${CLASSES.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
}));
