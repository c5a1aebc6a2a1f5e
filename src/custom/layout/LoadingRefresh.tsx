import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { Box, CircularProgress, IconButton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Hint } from './Hint';

/**
 * The top bar's refresh button, a spinner in its place while any query runs: react-admin's
 * LoadingIndicator with the shell's Hint instead of MUI's Tooltip and Popper.
 */
export function LoadingRefresh() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative' }}>
      <Hint title={translate('ra.action.refresh')}>
        <IconButton color="inherit" onClick={() => refresh()} sx={{ opacity: loading ? 0 : 1 }}>
          <RefreshIcon />
        </IconButton>
      </Hint>
      {loading && (
        // axe wants every progressbar named.
        <CircularProgress
          aria-label={translate('ra.page.loading')}
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}
