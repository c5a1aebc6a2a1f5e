import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { AuthenticatedImage } from '../../resources/shared/AuthenticatedImage';
import { EmptyState } from '../../resources/shared/EmptyState';
import { formatDateTime } from '../../resources/shared/format';
import type { TicketMessage } from '../../resources/support/thread';

/** A ticket's thread, oldest first: who wrote each message and when, attachments as thumbnails. */
export function TicketConversation({ messages }: { messages: TicketMessage[] }) {
  if (messages.length === 0)
    return <EmptyState title="No messages yet" hint="The user's first message appears here." />;
  return (
    <Stack
      component="ol"
      aria-label="Conversation"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {messages.map((m) => (
        <MessageItem key={m._id} message={m} />
      ))}
    </Stack>
  );
}

function MessageItem({ message: m }: { message: TicketMessage }) {
  const admin = m.author === 'admin';
  const who = `${m.authorName} · ${m.authorEmail}`;
  return (
    <Box
      component="li"
      aria-label={`${admin ? 'Admin' : 'User'} message from ${m.authorEmail}`}
      sx={{ display: 'flex', gap: 1.5, flexDirection: admin ? 'row-reverse' : 'row' }}
    >
      <Avatar
        aria-hidden="true"
        sx={{
          bgcolor: admin ? 'primary.main' : 'action.selected',
          color: admin ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {admin ? <SupportAgentOutlinedIcon /> : <PersonOutlineIcon />}
      </Avatar>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '100%', md: '75%' },
          flex: '0 1 auto',
          bgcolor: admin ? 'action.hover' : 'background.paper',
          borderColor: admin ? 'primary.main' : 'divider',
        }}
      >
        <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
          <Typography variant="subtitle2" component="span">
            {who}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={m.createdAt}
          >
            {formatDateTime(m.createdAt)}
          </Typography>
          {admin && m.kind === 'message' ? (
            <Chip size="small" variant="outlined" label="Asked the user" />
          ) : null}
        </Stack>
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.body}
        </Typography>
        {m.attachments.length > 0 ? (
          <Box
            sx={{
              mt: 1,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 140px))',
            }}
          >
            {m.attachments.map((a) => (
              <AuthenticatedImage
                key={a._id}
                path={a.url}
                alt={a.fileName}
                height={90}
                enlargeable
              />
            ))}
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
