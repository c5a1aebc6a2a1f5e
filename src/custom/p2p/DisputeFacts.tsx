import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { AuthenticatedImage } from '../../resources/shared/AuthenticatedImage';
import type { DisputeRecord } from '../../resources/p2p/disputes';
import { TradeTimeline, type TradeDetail } from './TradeTimeline';

function Party({
  party,
  email,
  name,
  balance,
  asset,
  raised,
}: {
  party: string;
  email: string;
  name: string;
  balance: string;
  asset: string;
  raised: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }} data-testid={`party-${party.toLowerCase()}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="overline">{party}</Typography>
          {raised && <Chip size="small" color="warning" label="Raised the dispute" />}
        </Stack>
        <Typography fontWeight={600}>{name}</Typography>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {email}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid={`balance-${party.toLowerCase()}`}>
          Balance: {balance} {asset}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Both parties with their balances of the asset, the escrow, the timeline, chat and evidence. */
export function DisputeFacts({ dispute, trade }: { dispute: DisputeRecord; trade?: TradeDetail }) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Party
          party="Buyer"
          email={dispute.buyer}
          name={dispute.buyerName}
          balance={dispute.buyerBalance}
          asset={dispute.asset}
          raised={dispute.raisedByRole === 'buyer'}
        />
        <Party
          party="Seller"
          email={dispute.seller}
          name={dispute.sellerName}
          balance={dispute.sellerBalance}
          asset={dispute.asset}
          raised={dispute.raisedByRole === 'seller'}
        />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Trade {dispute.orderNo}
          </Typography>
          <Typography>
            {dispute.amount} {dispute.asset} for {dispute.fiatTotal} {dispute.fiat} by{' '}
            {dispute.paymentMethod} · trade {dispute.tradeStatus}
          </Typography>
          <Typography data-testid="escrow-held">
            In escrow: {dispute.escrowHeld} {dispute.asset}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            <strong>Reason given:</strong> {dispute.reason}
          </Typography>
        </CardContent>
      </Card>
      <TradeTimeline trade={trade} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Evidence ({dispute.evidence.length})
          </Typography>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {dispute.evidence.map((file) => (
              <Box key={file._id} sx={{ width: 180 }}>
                <AuthenticatedImage path={file.url} alt={file.fileName} height={120} enlargeable />
                <Typography variant="caption">{file.fileName}</Typography>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
