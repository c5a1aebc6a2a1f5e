import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';
import { useActivityLog } from './useActivityLog';
import { formatDateTime } from '../../resources/shared/format';
import { relativeTime } from './time';

/**
 * The bell links to /admin/notification and shows the count of activity logs; the button beside
 * it opens the dropdown of the first 5, newest first.
 */
export function NotificationBell() {
  const { total, latest, isLoading, isError } = useActivityLog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const label = shellTexts.bell(total);

  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 99,
        pl: 0.25,
        pr: 0.25,
      }}
    >
      <Tooltip title={label}>
        <IconButton
          component={Link}
          to={paths.notification}
          aria-label={label}
          size="small"
          color="inherit"
        >
          <Badge badgeContent={total} max={99} color="error" overlap="circular">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        color="inherit"
        aria-label={shellTexts.bellTitle}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ ml: -0.25 }}
      >
        <ExpandMoreIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
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
              onClick={() => setAnchor(null)}
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
          <Button
            component={Link}
            to={paths.notification}
            fullWidth
            onClick={() => setAnchor(null)}
          >
            {shellTexts.bellSeeAll}
          </Button>
        </Box>
      </Menu>
    </Box>
  );
}
