import { useState } from 'react';
import { Alert, AlertTitle, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { callEnvelope } from '../../dataProvider/endpoint';
import { idempotencyKeeper } from '../../dataProvider/mutationPolicy';
import { SUPPORT_RULES } from '../../resources/support/rules';
import { adminMessageEndpoint, replyEndpoint } from '../../resources/support/thread';
import { sendFailure } from './sendFailure';

type Kind = 'reply' | 'message';
const MAX = SUPPORT_RULES.message.maxLength;

/**
 * The admin's reply box: "Send reply" answers the user (PUT /admin/ticketreply), "Post admin
 * message" asks the user for something (POST /support/updateticket). On a failure the text stays,
 * with the reason above it; a retry of the same text re-sends the same Idempotency-Key, so a reply
 * whose answer was lost is never posted twice.
 */
export function ReplyBox({
  ticketId,
  text,
  setText,
  onSettled,
}: {
  ticketId: string;
  /** Held by the page, so what was typed outlives this box (e.g. when a failure shows the ticket closed). */
  text: string;
  setText: (text: string) => void;
  /** After success or failure: the page reloads the ticket. */
  onSettled: () => void;
}) {
  const notify = useNotify();
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  // The same kind and text keep their key: a retry after a failure posts the reply once.
  const [keeper] = useState(idempotencyKeeper);

  const send = useMutation({
    mutationFn: ({ kind, key }: { kind: Kind; key: string }) =>
      callEnvelope(
        kind === 'reply' ? replyEndpoint : adminMessageEndpoint,
        { id: ticketId, message: text },
        { idempotencyKey: key },
      ),
    onSuccess: (envelope, { kind }) => {
      setText('');
      setTouched(false);
      setFailure(null);
      keeper.forget();
      notify(envelope.message ?? (kind === 'reply' ? 'Reply sent' : 'Message sent'), {
        type: 'success',
      });
      onSettled();
    },
    onError: (error) => {
      const failed = sendFailure(error);
      setFailure(failed);
      notify(failed.message, { type: 'error', detail: failed.detail });
      onSettled(); // e.g. another admin closed it meanwhile: the page shows it
    },
  });

  const trimmed = text.trim();
  const invalid =
    trimmed === ''
      ? 'Write a message first.'
      : trimmed.length > MAX
        ? `At most ${MAX} characters.`
        : null;
  const submit = (kind: Kind) => {
    setTouched(true);
    if (invalid) return;
    send.mutate({ kind, key: keeper.keyFor({ kind, text: trimmed }) });
  };

  return (
    <Card variant="outlined" component="section" aria-label="Answer the ticket">
      <CardContent>
        <Stack spacing={1.5}>
          {failure ? (
            <Alert severity="error" onClose={() => setFailure(null)}>
              <AlertTitle>{failure.message}</AlertTitle>
              {failure.detail}
            </Alert>
          ) : null}
          <TextField
            label="Reply"
            placeholder="Write to the user…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            disabled={send.isPending}
            error={touched && Boolean(invalid)}
            helperText={touched && invalid ? invalid : `${trimmed.length}/${MAX}`}
            slotProps={{ htmlInput: { maxLength: MAX + 100 } }}
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap" useFlexGap>
            <Button variant="outlined" disabled={send.isPending} onClick={() => submit('message')}>
              Post admin message
            </Button>
            <Button
              variant="contained"
              endIcon={<SendIcon />}
              disabled={send.isPending}
              onClick={() => submit('reply')}
            >
              {send.isPending ? 'Sending…' : 'Send reply'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
