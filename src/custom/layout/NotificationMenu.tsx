import { Link } from 'react-router-dom';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';
import type { useActivityLog } from './useActivityLog';
import { formatDateTime, relativeTime } from '../../resources/shared/format';

type ActivityLogState = ReturnType<typeof useActivityLog>;

/** The bell's dropdown: the count, then the first 5 activity logs, newest first, and "See all". */
export default function NotificationMenu({
  id,
  anchor,
  onClose,
  log: { total, latest, isLoading, isError },
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The bell's own read of the activity log (one poll, one change watcher). */
  log: ActivityLogState;
}) {
  const open = Boolean(anchor);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 } },
        list: { 'aria-label': shellTexts.bellTitle },
      }}
    >
      <Box
        sx={{
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="subtitle2" component="p">
          {shellTexts.bellTitle}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {total}
        </Typography>
      </Box>
      <Divider />
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={22} aria-label="Loading activity" />
        </Box>
      ) : isError ? (
        <Typography sx={{ px: 2, py: 2 }} color="error" variant="body2">
          {shellTexts.bellError}
        </Typography>
      ) : latest.length === 0 ? (
        <Typography sx={{ px: 2, py: 2 }} color="text.secondary" variant="body2">
          {shellTexts.bellEmpty}
        </Typography>
      ) : !open ? null : (
        // Built only while open: the closed bell renders on every screen's first paint.
        latest.map((log) => (
          <MenuItem
            key={log._id}
            component={Link}
            to={paths.notification}
            onClick={onClose}
            sx={{ alignItems: 'flex-start', whiteSpace: 'normal', py: 1.25, gap: 1.5 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                mt: '7px',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                flexShrink: 0,
              }}
            />
            <ListItemText
              primary={log.description}
              secondary={
                <span title={formatDateTime(log.date)}>
                  {relativeTime(log.date)}
                  {log.user_id ? ` · ${log.user_id}` : ''}
                </span>
              }
              slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
            />
          </MenuItem>
        ))
      )}
      <Divider />
      <Box sx={{ px: 1, pt: 0.5 }}>
        <Button component={Link} to={paths.notification} fullWidth onClick={onClose}>
          {shellTexts.bellSeeAll}
        </Button>
      </Box>
    </Menu>
  );
}
