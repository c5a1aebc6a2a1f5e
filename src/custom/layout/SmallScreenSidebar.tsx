import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { Drawer, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  DEFAULT_CLOSED_SIDEBAR_WIDTH,
  DEFAULT_SIDEBAR_WIDTH,
  SIDEBAR_CLASSES,
  SIDEBAR_PREFIX,
} from './sidebarClasses';

/**
 * The sidebar below `sm`: react-admin's Sidebar there, a temporary Drawer over the page that a
 * tap outside closes. Its own chunk (Sidebar.tsx loads it): wide screens never need MUI's Modal.
 */
export default function SmallScreenSidebar({
  children,
  sx,
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const [open, setOpen] = useSidebarState();
  return (
    <StyledDrawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(!open)}
      classes={{
        docked: SIDEBAR_CLASSES.docked,
        paper: SIDEBAR_CLASSES.paper,
        modal: SIDEBAR_CLASSES.modal,
      }}
      sx={sx}
    >
      {children}
    </StyledDrawer>
  );
}

// react-admin's StyledDrawer, as its small-screen variant uses it.
const StyledDrawer = styled(Drawer, {
  name: SIDEBAR_PREFIX,
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
  shouldForwardProp: () => true,
})(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  '& .MuiPaper-root': {
    position: 'relative',
    width: open
      ? (theme.sidebar?.width ?? DEFAULT_SIDEBAR_WIDTH)
      : (theme.sidebar?.closedWidth ?? DEFAULT_CLOSED_SIDEBAR_WIDTH),
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: (theme.vars || theme).palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));
