import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import { ListItemIcon, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Hint } from './Hint';

/** react-admin's class names: the theme styles the sidebar's links by them (muiThemes.ts). */
const PREFIX = 'RaMenuItemLink';
const classes = { root: `${PREFIX}-root`, active: `${PREFIX}-active`, icon: `${PREFIX}-icon` };

// The look of react-admin's MenuItemLink, under its theme name so the theme's overrides apply.
const StyledItem = styled(MenuItem, {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${classes.icon}`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${classes.active}`]: { color: theme.palette.text.primary },
  [`.MuiList-dense > & > .${classes.icon}`]: { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem; // styled() drops MenuItem's `component` prop from the type

/**
 * A sidebar link: react-admin's MenuItemLink (its look, closing the sidebar after a tap on a small
 * screen) with the shell's Hint instead of MUI's Tooltip and Popper when the sidebar is
 * collapsed to icons. `role="link"`: a `menuitem` would need a `menu` parent (axe).
 */
export function SidebarLink({
  to,
  label,
  icon,
  active,
  dense,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  dense?: boolean;
}) {
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const item = (
    <StyledItem
      component={Link}
      to={to}
      role="link"
      className={active ? `${classes.root} ${classes.active}` : classes.root}
      aria-current={active ? 'page' : undefined}
      dense={dense}
      onClick={() => small && setOpen(false)}
      sx={{ fontSize: dense ? '0.9rem' : '0.95rem' }}
    >
      <ListItemIcon className={classes.icon}>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </StyledItem>
  );
  return open ? (
    item
  ) : (
    <Hint title={label} placement="right">
      {item}
    </Hint>
  );
}
