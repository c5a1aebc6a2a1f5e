import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { LoadingScreen } from '../LoadingScreen';
import { Footer } from './Footer';
import { LogoutDialogProvider } from './LogoutDialog';
import { Menu } from './Menu';
import { PendingActivationNotice } from './PendingActivationNotice';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import { SkipToContent } from './SkipToContent';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ThemeSync } from './ThemeToggle';
import { LiveUpdates } from '../live/LiveUpdates';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

/**
 * The admin shell (spec section 2, "Admin shell"): top bar, collapsible sidebar, the screen in
 * the page's main landmark, and the footer (contentinfo) with the current year.
 */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <LogoutDialogProvider>
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
              <Footer />
            </Box>
          </Box>
        </Box>
      </LiveUpdates>
    </LogoutDialogProvider>
  );
}

export default Layout;
