import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';

/**
 * The first stop of the keyboard: hidden above the page until focused, it moves focus to the
 * main landmark (#main-content, Layout). react-admin's SkipNavigationButton, on MUI's Button
 * instead of react-admin's, whose small-screen Tooltip put MUI's Popper on the dashboard.
 */
export function SkipToContent() {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      className="skip-nav-button"
      onClick={() => document.getElementById('main-content')?.focus()}
      sx={(theme) => ({
        position: 'fixed',
        p: 1,
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        bgcolor: 'background.default',
        color: 'primary.contrastText',
        transition: theme.transitions.create(['top', 'opacity'], {
          easing: theme.transitions.easing.easeIn,
          duration: theme.transitions.duration.leavingScreen,
        }),
        '&:hover': { opacity: 0.8, bgcolor: 'background.default' },
        '&:focus': {
          top: theme.spacing(2),
          transition: theme.transitions.create(['top', 'opacity'], {
            easing: theme.transitions.easing.easeOut,
            duration: theme.transitions.duration.enteringScreen,
          }),
        },
      })}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
}
