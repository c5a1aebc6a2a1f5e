import { useSidebarState, useTranslate } from 'react-admin';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Hint } from './Hint';

/**
 * Opens and collapses the sidebar: react-admin's SidebarToggleButton (its texts, its icon turning
 * half a turn) with the shell's Hint instead of MUI's Tooltip and Popper.
 */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Hint title={label}>
      <IconButton color="inherit" onClick={() => setOpen(!open)}>
        <MenuIcon
          sx={(theme) => ({
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
            transition: theme.transitions.create('transform', {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
          })}
        />
      </IconButton>
    </Hint>
  );
}
