import { useState } from 'react';
import { queryKeys } from '../../dataProvider/queryKeys';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RecordContextProvider, Title, type Identifier } from 'react-admin';
import { callResult } from '../../dataProvider/endpoint';
import { DetailHeader } from '../../resources/shared/DetailHeader';
import { DetailSkeleton } from '../../resources/shared/DetailStates';
import { ErrorState } from '../../resources/shared/ErrorState';
import { formatDateTime } from '../../resources/shared/format';
import { fieldFor } from '../../resources/shared/fieldFor';
import { listPathOf } from '../../resources/shared/routes';
import { StatusChip } from '../../resources/shared/StatusChip';
import {
  supportTicketsSchema,
  ticketPriorityChoices,
  ticketStatusChoices,
} from '../../resources/support/tickets';
import { ticketThreadEndpoint } from '../../resources/support/thread';
import { SchemaActions } from '../../resources/shared/actions/SchemaActions';
import { NextInQueueButton } from '../../resources/shared/NextInQueue';
import { ReplyBox } from './ReplyBox';
import { TicketConversation } from './TicketConversation';

const RESOURCE = supportTicketsSchema.name;

/** The ticket's user as the grid shows them: a link to their record, the e-mail copyable. */
const userField = fieldFor(supportTicketsSchema.fields.find((field) => field.source === 'user')!);

/**
 * support/reply (/admin/support/reply/:id): a ticket's conversation oldest first, the reply box
 * (reply or admin message), and Close with a confirmation. The id is in the route, so a reload or
 * a shared link opens the same ticket.
 */
export function TicketReply({ id }: { id?: Identifier }) {
  const ticketId = String(id);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const thread = useQuery({
    // Under the resource's key: anything that refreshes the ticket grid refreshes this too.
    queryKey: queryKeys.ticketThread(RESOURCE, ticketId),
    queryFn: ({ signal }) => callResult(ticketThreadEndpoint, { id: ticketId }, { signal }),
    retry: false,
  });
  const changed = () => {
    void thread.refetch();
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource(RESOURCE) });
  };

  if (thread.isPending) return <DetailSkeleton rows={5} />;
  if (thread.error || !thread.data)
    return (
      <ErrorState
        title="Could not load the ticket"
        error={thread.error}
        onRetry={() => void thread.refetch()}
      />
    );
  const { ticket, messages } = thread.data;
  const closed = ticket.status === 'closed';

  return (
    // The header's declared actions (Close) read the ticket from the record context.
    <RecordContextProvider value={{ ...ticket, id: ticket._id }}>
      <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1000 }}>
        <Title title={`Ticket ${ticket.ticketNo}`} />
        <DetailHeader
          backTo={listPathOf(supportTicketsSchema)}
          backLabel="Back to tickets"
          title={`${ticket.ticketNo} · ${ticket.subject}`}
          subtitle={
            <>
              {ticket.userName} ({userField}) · {ticket.category} · opened{' '}
              {formatDateTime(ticket.createdAt)}
            </>
          }
          chips={
            <>
              <StatusChip value={ticket.status} choices={ticketStatusChoices} />
              <StatusChip value={ticket.priority} choices={ticketPriorityChoices} />
            </>
          }
          actions={
            <>
              <SchemaActions schema={supportTicketsSchema} />
              <NextInQueueButton schema={supportTicketsSchema} />
            </>
          }
        />
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Conversation ({messages.length})
          </Typography>
          <TicketConversation messages={messages} />
          {closed ? (
            <Alert severity="info" icon={<LockOutlinedIcon />}>
              This ticket is closed
              {ticket.closedBy ? ` by ${ticket.closedBy}` : ''}
              {ticket.closedAt ? ` on ${formatDateTime(ticket.closedAt)}` : ''}: it cannot be
              replied to.
            </Alert>
          ) : null}
          {closed && draft.trim() ? (
            // A reply refused because the ticket closed meanwhile: its text stays, to copy elsewhere.
            <TextField
              label="Unsent text"
              value={draft}
              multiline
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ) : null}
          {closed ? null : (
            <ReplyBox ticketId={ticketId} text={draft} setText={setDraft} onSettled={changed} />
          )}
        </Stack>
      </Box>
    </RecordContextProvider>
  );
}
