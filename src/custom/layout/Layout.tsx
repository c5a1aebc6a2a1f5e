import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme as useRaTheme, useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { LoadingScreen } from '../LoadingScreen';
import { LiveUpdates } from '../live/LiveUpdates';
import { useThemeMode } from '../theme/themeStore';
import { Menu } from './Menu';
import { PendingActivationNotice } from './notices';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { shellTexts } from './shellTexts';
import { Sidebar } from './Sidebar';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

/**
 * The admin shell: top bar, collapsible sidebar, the screen in
 * the page's main landmark, and the footer (contentinfo) with the current year.
 */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <LiveUpdates>
      <ThemeSync />
      <ScrollToTop />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          bgcolor: 'background.default',
        }}
      >
        <SkipToContent />
        <TopBar />
        <Box sx={{ display: 'flex', flex: 1, mt: `${TOP_BAR_HEIGHT}px` }}>
          <Sidebar
            sx={{
              height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
              // The fixed inner panel takes the drawer's width, so its edge sits where the content starts.
              '& .RaSidebar-fixed': {
                width: 'inherit',
                height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
                overflowY: 'auto',
              },
            }}
          >
            <Menu />
          </Sidebar>
          <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
            <Box
              component="main"
              id="main-content"
              tabIndex={-1}
              sx={{
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                px: { xs: 1.5, sm: 3 },
                py: { xs: 1.5, sm: 2.5 },
                outline: 'none',
              }}
            >
              <PendingActivationNotice />
              <ScreenErrorBoundary>
                <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
              </ScreenErrorBoundary>
            </Box>
            <Box
              component="footer"
              sx={{
                mt: 'auto',
                px: 3,
                py: 2,
                borderTop: 1,
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                justifyContent: 'space-between',
                color: 'text.secondary',
              }}
            >
              <Typography variant="caption">
                {shellTexts.footer(new Date().getFullYear())}
              </Typography>
              <Typography variant="caption">{shellTexts.footerNote}</Typography>
            </Box>
          </Box>
        </Box>
      </Box>
    </LiveUpdates>
  );
}

export default Layout;

/**
 * The first stop of the keyboard: hidden above the page until focused, it moves focus to the
 * main landmark. react-admin's SkipNavigationButton, on MUI's Button instead of react-admin's,
 * whose small-screen Tooltip put MUI's Popper on the dashboard.
 */
function SkipToContent() {
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

/** Keeps react-admin's theme mode (its own store) equal to the app's theme store. */
function ThemeSync() {
  const mode = useThemeMode();
  const [raMode, setRaMode] = useRaTheme();
  // Before paint, so a theme chosen on the login page never flashes the other one.
  useLayoutEffect(() => {
    if (raMode !== mode) setRaMode(mode);
  }, [mode, raMode, setRaMode]);
  return null;
}

/** On navigation the page scrolls to the top. Filters and paging keep their place. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
