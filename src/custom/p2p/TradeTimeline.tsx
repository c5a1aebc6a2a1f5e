import { Box, Card, CardContent, Typography } from '@mui/material';

export interface TimelineEvent {
  at: string;
  event: string;
  detail: string;
}

export interface TradeDetail {
  timeline: TimelineEvent[];
  messages: { _id: string; sender: string; body: string; createdAt: string }[];
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** A trade's timeline (opened, paid, disputed, resolved, closed) and its chat, oldest first. */
export function TradeTimeline({ trade }: { trade?: Partial<TradeDetail> }) {
  const messages = trade?.messages ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Timeline
        </Typography>
        <Box component="ol" sx={{ pl: 2, m: 0 }} data-testid="timeline">
          {(trade?.timeline ?? []).map((e) => (
            <li key={`${e.at}-${e.event}`}>
              <Typography>
                <strong>{e.event}</strong> · {when(e.at)} — {e.detail}
              </Typography>
            </li>
          ))}
        </Box>
        {messages.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Chat
            </Typography>
            {messages.map((m) => (
              <Typography key={m._id} variant="body2">
                <strong>{m.sender}</strong> ({when(m.createdAt)}): {m.body}
              </Typography>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
