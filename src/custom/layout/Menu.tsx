import { memo, Suspense, useEffect, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import {
  Box,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem as MuiMenuItem,
  Skeleton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import CandlestickChartOutlinedIcon from '@mui/icons-material/CandlestickChartOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { MenuGroup } from '../../resources/types';
import {
  groupForPath,
  isUnder,
  menuFor,
  menuPaths,
  type MenuItem,
  type MenuModel,
} from './menuModel';
import { missingPermission } from '../../authProvider/access';
import { useHeldPermissions } from '../../authProvider/useHeldPermissions';
import { appMenu } from './menuSources';
import { Hint } from '../../resources/shared/Hint';
import { useOpenEntry, warmScreen } from './warmScreens';
import { useWarmListEngine } from './warmListEngine';
import { QueueCount } from './QueueCount';

const groupIcons: Record<MenuGroup, ComponentType> = {
  Staking: SavingsOutlinedIcon,
  Trading: CandlestickChartOutlinedIcon,
  P2P: SwapHorizOutlinedIcon,
  Admin: AdminPanelSettingsOutlinedIcon,
  Support: SupportAgentOutlinedIcon,
};

/**
 * The sidebar: top-level entries, then the groups. The group containing the current path opens
 * by itself; only one group is open at a time. Memoised: it follows the path and the role, not
 * the layout around it, which react-admin renders again once its routes are set up (some 400
 * components of the sidebar in the task that paints a list URL's first rows).
 */
export const Menu = memo(function Menu({ model: fullModel = appMenu }: { model?: MenuModel }) {
  const model = useMenuForRole(fullModel);
  useWarmListEngine(model ? menuPaths(model) : []);
  return model ? <RoleMenu model={model} /> : <MenuPlaceholder />;
});

function RoleMenu({ model }: { model: MenuModel }) {
  const { pathname, search } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const currentGroup = groupForPath(model, pathname);
  const [openGroup, setOpenGroup] = useState<MenuGroup | undefined>(currentGroup);

  useEffect(() => {
    if (currentGroup) setOpenGroup(currentGroup);
  }, [currentGroup]);

  return (
    <Box component="nav" aria-label="Main navigation" sx={{ py: 1 }}>
      <List disablePadding>
        {model.top.map((item) => (
          <Entry key={item.to} item={item} active={isActive(item, pathname, search)} />
        ))}
      </List>
      {model.groups.map(({ name, items }) => {
        const open = openGroup === name;
        const Icon = groupIcons[name];
        const listId = `menu-group-${name.toLowerCase()}`;
        const containsCurrent = currentGroup === name;
        return (
          <Box key={name} sx={{ mt: 0.5 }}>
            <Hint title={name} placement="right" disabled={sidebarOpen}>
              <ListItemButton
                onClick={() => setOpenGroup(open ? undefined : name)}
                aria-expanded={open}
                aria-controls={listId}
                sx={{
                  borderRadius: 2,
                  mx: 1,
                  my: '1px',
                  color: containsCurrent ? 'primary.main' : 'text.secondary',
                  fontWeight: containsCurrent ? 600 : 500,
                }}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit', fontSize: '0.95rem' } } }}
                />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
            </Hint>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <List id={listId} disablePadding aria-label={name} sx={{ pl: sidebarOpen ? 2 : 0 }}>
                {items.map((item) => (
                  <Entry
                    key={item.to}
                    item={item}
                    active={isActive(item, pathname, search)}
                    dense
                  />
                ))}
              </List>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}

/** react-admin's class names: the theme styles the sidebar's links by them (muiThemes.ts). */
const LINK = 'RaMenuItemLink';

// The look of react-admin's MenuItemLink, under its theme name so the theme's overrides apply.
const StyledItem = styled(MuiMenuItem, {
  name: LINK,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${LINK}-icon`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${LINK}-active`]: { color: theme.palette.text.primary },
  [`.MuiList-dense > & > .${LINK}-icon`]: { minWidth: theme.spacing(3.5) },
})) as typeof MuiMenuItem; // styled() drops MenuItem's `component` prop from the type

/** Whether an entry is the current page's. A queue is its list's view: active while the list shows the view the entry opened. */
const isActive = (item: MenuItem, pathname: string, search: string) =>
  item.queue ? `${pathname}${search}` === item.to : isUnder(pathname, item.to);

/**
 * A sidebar link, `li > a` with link semantics (a `menuitem` would need a `menu` parent: axe):
 * react-admin's MenuItemLink (its look, closing the sidebar after a tap on a small screen) with
 * the shell's Hint instead of MUI's Tooltip and Popper when the sidebar is collapsed to icons.
 * Memoised on whether it is active: a search or a sort changes the URL, and the sidebar's
 * thirty entries (some 750 components) would otherwise render again on each.
 */
const Entry = memo(function Entry({
  item,
  active,
  dense,
}: {
  item: MenuItem;
  active: boolean;
  dense?: boolean;
}) {
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const Icon = item.icon;
  const openEntry = useOpenEntry();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Hint title={item.label} placement="right" disabled={open}>
        <StyledItem
          component={Link}
          to={item.to}
          role="link"
          // MUI's MenuItem leaves itself out of the tab order (a menu moves focus by arrows); a
          // sidebar link is reached with Tab, as react-admin's MenuItemLink sets.
          tabIndex={0}
          className={active ? `${LINK}-root ${LINK}-active` : `${LINK}-root`}
          aria-current={active ? 'page' : undefined}
          dense={dense}
          onClick={() => small && setOpen(false)}
          // A pointer on its way, or a keyboard on it: its screen's code starts loading now.
          onPointerEnter={() => void warmScreen(item.path)}
          onFocus={() => void warmScreen(item.path)}
          onPointerDown={() => openEntry(item.path)}
          onKeyDown={(event: KeyboardEvent) => event.key === 'Enter' && openEntry(item.path)}
          // A queue sits under its list's entry, a step in, without an icon of its own.
          sx={{
            fontSize: dense || item.queue ? '0.9rem' : '0.95rem',
            pl: item.queue ? 3 : undefined,
          }}
        >
          <ListItemIcon
            className={`${LINK}-icon`}
            sx={item.queue ? { display: 'none' } : undefined}
          >
            {/* Lazy page icons keep MUI out of the registry's eager code; they resolve in a moment. */}
            <Suspense
              fallback={
                <Box component="span" sx={{ width: 24, height: 24, display: 'inline-block' }} />
              }
            >
              <Icon />
            </Suspense>
          </ListItemIcon>
          <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
            {item.label}
          </Typography>
          {item.queue ? <QueueCount queue={item.queue} /> : null}
        </StyledItem>
      </Hint>
    </Box>
  );
});

/**
 * Only the entries the admin's role can open (support sees no Withdrawals or Wallet); null until
 * the profile has said which (the sidebar shows placeholders meanwhile, never a link the role
 * cannot use).
 */
function useMenuForRole(model: MenuModel): MenuModel | null {
  const permissions = useHeldPermissions();
  if (!permissions.known) return null;
  const { held } = permissions;
  if (!held) return model;
  return menuFor(model, (rule) => missingPermission(held, rule) === null);
}

/** The sidebar's shape while the admin's permissions are on their way. */
function MenuPlaceholder() {
  return (
    <Box component="nav" aria-label="Main navigation" aria-busy="true" sx={{ py: 1, px: 2 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={28} sx={{ my: 1.25 }} />
      ))}
    </Box>
  );
}
