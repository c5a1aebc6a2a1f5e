import { Alert, Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import {
  kycWords,
  NEW_ACCOUNT_DAYS,
  type WithdrawalRiskFigures,
} from '../../contracts/withdrawalRisk';
import { ErrorState } from '../shared/ErrorState';
import { LoadingRows } from '../shared/LoadingRows';
import { formatAmount, formatUsd } from '../shared/format';
import { StatusChip } from '../shared/StatusChip';
import { riskChoices, withdrawRiskEndpoint } from './riskReview';
import { queryKeys } from '../../dataProvider/queryKeys';

/**
 * A withdrawal's risk review, beside Approve and Reject on its page: the level, each flag's
 * sentence and the figures behind them, as the server measures them now (GET /admin/withdrawRisk).
 */
export function RiskReview() {
  const record = useRecordContext();
  const id = record ? String(record.id) : '';
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const review = useQuery({
    queryKey: queryKeys.riskReview(id),
    queryFn: ({ signal }) => dataProvider.call(withdrawRiskEndpoint, { id }, { signal }),
    enabled: Boolean(id),
  });
  const data = review.data;
  return (
    <Card variant="outlined" component="section" aria-label="Risk review">
      <CardHeader
        title="Risk review"
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={data ? <StatusChip value={data.level} choices={riskChoices} /> : null}
      />
      <CardContent sx={{ pt: 0 }}>
        {review.isPending ? (
          <LoadingRows label="Loading the risk review" rows={3} />
        ) : review.error || !data ? (
          <ErrorState
            title="Could not load the risk review"
            error={review.error}
            onRetry={() => void review.refetch()}
          />
        ) : (
          <Stack spacing={2}>
            {data.needsReview ? (
              <Alert severity="warning">
                Needs review: above the withdrawal limit of the user&apos;s KYC level. Approving it
                needs a reason.
              </Alert>
            ) : null}
            {data.flags.length === 0 ? (
              <Typography color="text.secondary">No risk flags.</Typography>
            ) : (
              <Box component="ul" aria-label="Risk flags" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                {data.flags.map((flag) => (
                  <Box
                    component="li"
                    key={flag.code}
                    data-flag={flag.code}
                    sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.5 }}
                  >
                    <StatusChip value={flag.severity} choices={riskChoices} />
                    <Typography variant="body2">{flag.sentence}</Typography>
                  </Box>
                ))}
              </Box>
            )}
            <Figures figures={data.figures} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Figures({ figures: f }: { figures: WithdrawalRiskFigures }) {
  const ofLimit = (used: string, limit: string | null) =>
    `${formatUsd(used)} of ${limit === null ? 'no limit' : formatUsd(limit)}`;
  const rows: [string, string][] = [
    ['KYC', kycWords(f.kycStatus)],
    [
      'Account age',
      `${Math.floor(f.accountAgeDays)} days${f.accountAgeDays < NEW_ACCOUNT_DAYS ? ' (new)' : ''}`,
    ],
    ['Withdrawn 24 h', ofLimit(f.withdrawn24hUsd, f.dailyLimitUsd)],
    ['Withdrawn 30 days', ofLimit(f.withdrawn30dUsd, f.monthlyLimitUsd)],
    ['Deposited 30 days', formatUsd(f.deposited30dUsd)],
    ['Balance', `${formatAmount(f.balanceBefore)} → ${formatAmount(f.balanceAfter)} ${f.asset}`],
    [
      'Destination',
      `${f.destinationUsedBefore ? 'used before' : 'first used now'}; ${f.destinationOtherUsers} other users`,
    ],
    ['Open disputes / tickets', `${f.openDisputes} / ${f.openTickets}`],
  ];
  return (
    <Box
      component="dl"
      aria-label="Risk figures"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
