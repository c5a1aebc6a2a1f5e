import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetIdentity, useSidebarState } from 'react-admin';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import CandlestickChartOutlinedIcon from '@mui/icons-material/CandlestickChartOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { MenuGroup } from '../../resources/types';
import { groupForPath, isUnder, menuFor, type MenuItem, type MenuModel } from './menuModel';
import { missingPermission } from '../../authProvider/access';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { appMenu } from './menuSources';
import { Hint } from './Hint';
import { SidebarLink } from './SidebarLink';

const groupIcons: Record<MenuGroup, ComponentType> = {
  Staking: SavingsOutlinedIcon,
  Trading: CandlestickChartOutlinedIcon,
  P2P: SwapHorizOutlinedIcon,
  Admin: AdminPanelSettingsOutlinedIcon,
  Support: SupportAgentOutlinedIcon,
};

/**
 * The sidebar: top-level entries, then the groups. The group containing the current path opens
 * by itself; only one group is open at a time.
 */
export function Menu({ model: fullModel = appMenu }: { model?: MenuModel }) {
  const { pathname } = useLocation();
  const model = useMenuForRole(fullModel);
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
          <Entry key={item.to} item={item} pathname={pathname} />
        ))}
      </List>
      {model.groups.map(({ name, items }) => {
        const open = openGroup === name;
        const Icon = groupIcons[name];
        const listId = `menu-group-${name.toLowerCase()}`;
        const containsCurrent = currentGroup === name;
        const header = (
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
        );
        return (
          <Box key={name} sx={{ mt: 0.5 }}>
            {sidebarOpen ? (
              header
            ) : (
              <Hint title={name} placement="right">
                {header}
              </Hint>
            )}
            <Collapse in={open} timeout="auto" unmountOnExit>
              <List id={listId} disablePadding aria-label={name} sx={{ pl: sidebarOpen ? 2 : 0 }}>
                {items.map((item) => (
                  <Entry key={item.to} item={item} pathname={pathname} dense />
                ))}
              </List>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}

/** A sidebar link as a list item of the navigation: `li > a` with link semantics. */
function Entry({ item, pathname, dense }: { item: MenuItem; pathname: string; dense?: boolean }) {
  const Icon = item.icon;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <SidebarLink
        to={item.to}
        label={item.label}
        // Lazy page icons keep MUI out of the registry's eager code; they resolve in a moment.
        icon={
          <Suspense
            fallback={
              <Box component="span" sx={{ width: 24, height: 24, display: 'inline-block' }} />
            }
          >
            <Icon />
          </Suspense>
        }
        active={isUnder(pathname, item.to)}
        dense={dense}
      />
    </Box>
  );
}

/**
 * Only the entries the admin's role can open (support sees no Withdrawals or Wallet). Until the
 * profile is known, every entry: an owner, the usual case, never sees the sidebar jump.
 */
function useMenuForRole(model: MenuModel): MenuModel {
  const { identity } = useGetIdentity();
  const permissions = (identity as AdminIdentity | undefined)?.permissions;
  if (!permissions) return model;
  const held = new Set(permissions);
  return menuFor(model, (rule) => missingPermission(held, rule) === null);
}
