/**
 * react-admin's Sidebar class names (ra-ui-materialui's SidebarClasses): the theme's `RaSidebar`
 * overrides and the Layout's styles address the sidebar by them, whichever component draws it.
 */
export const SIDEBAR_PREFIX = 'RaSidebar';

export const SIDEBAR_CLASSES = {
  root: `${SIDEBAR_PREFIX}-root`,
  docked: `${SIDEBAR_PREFIX}-docked`,
  paper: `${SIDEBAR_PREFIX}-paper`,
  modal: `${SIDEBAR_PREFIX}-modal`,
  fixed: `${SIDEBAR_PREFIX}-fixed`,
  open: `${SIDEBAR_PREFIX}-open`,
  closed: `${SIDEBAR_PREFIX}-closed`,
};

/** react-admin's widths when the theme names none (ours does: muiThemes.ts `sidebar`). */
export const DEFAULT_SIDEBAR_WIDTH = 240;
export const DEFAULT_CLOSED_SIDEBAR_WIDTH = 55;
