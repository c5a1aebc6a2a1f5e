import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  ButtonBase,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { errors, texts } from '../../messages/catalogue';
import { walletCoinPath } from '../../config/paths';
import type { BalanceEntry } from './api';
import { ADDRESS_COPIED_MS } from '../../resources/shared/copy';
import { shortenMiddle } from '../../resources/shared/format';
import { walletLabels as labels } from './labels';
import { useToast } from '../../resources/shared/useToast';
import { BalanceModal } from './BalanceModal';
import { AssetAvatar } from './AssetSelector';
import { GoBack } from './WalletSection';
import { EmptyState } from '../../resources/shared/EmptyState';
import { ErrorState } from '../../resources/shared/ErrorState';
import { LoadingRows } from '../../resources/shared/LoadingRows';
import { CopyButton } from '../../resources/shared/CopyButton';
import type { RecordsQuery } from '../../resources/shared/RecordsTable';

/** The list has a maximum height of 300px, then scrolls. */
export const BALANCE_LIST_MAX_HEIGHT = 300;

export const coinPath = walletCoinPath;

export function filterBalances(entries: BalanceEntry[], search: string): BalanceEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) =>
    [entry.name, entry.currency, entry.address].some((value) =>
      (value ?? '').toLowerCase().includes(needle),
    ),
  );
}

const entryKey = (entry: BalanceEntry) =>
  entry._id ?? `${entry.currency}-${entry.tokenType ?? ''}-${entry.address}`;

type BalanceListProps = { entries?: BalanceEntry[]; query: RecordsQuery; onBack: () => void };

/** The searchable wallet balance list of the total platform balance section. */
export function BalanceList({ entries, query, onBack }: BalanceListProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<BalanceEntry | null>(null);

  // The list's state (search, selection) resets when the path changes.
  useEffect(() => {
    setSearch('');
    setSelected(null);
  }, [pathname]);

  const visible = useMemo(() => filterBalances(entries ?? [], search), [entries, search]);

  const openBalance = (entry: BalanceEntry) => {
    if (!entry.currency || !entry.address) {
      toast.error(errors.validation.invalidAsset);
      return;
    }
    setSelected(entry);
  };

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        placeholder={texts.wallet.searchCryptos}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1.5 }}
        slotProps={{
          htmlInput: { 'aria-label': labels.list.searchLabel },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        data-testid="balance-list"
        sx={{ maxHeight: BALANCE_LIST_MAX_HEIGHT, overflowY: 'auto', pr: 0.5 }}
      >
        {query.isPending ? (
          <LoadingRows label={texts.wallet.loadingBalances} shown />
        ) : query.error ? (
          <ErrorState
            title={texts.wallet.errorBalances}
            error={query.error}
            onRetry={() => void query.refetch()}
            actions={<GoBack onBack={onBack} />}
          />
        ) : visible.length === 0 ? (
          <EmptyState
            title={texts.wallet.noCryptos}
            hint={search.trim() ? texts.wallet.tryDifferentSearch : texts.wallet.noAssets}
          />
        ) : (
          <Stack
            component="ul"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={texts.wallet.totalBalance}
          >
            {visible.map((entry) => (
              <BalanceCard
                key={entryKey(entry)}
                entry={entry}
                onOpen={() => navigate(coinPath(entry.currency))}
                onBalance={() => openBalance(entry)}
              />
            ))}
          </Stack>
        )}
      </Box>
      <BalanceModal entry={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}

interface BalanceCardProps {
  entry: BalanceEntry;
  onOpen: () => void;
  onBalance: () => void;
}

function BalanceCard({ entry, onOpen, onBalance }: BalanceCardProps) {
  const label = entry.name || entry.currency;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        columnGap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={labels.list.openAsset(label)}
        sx={{
          justifyContent: 'flex-start',
          gap: 1.5,
          borderRadius: 1,
          py: 0.5,
          textAlign: 'left',
          minWidth: 0,
        }}
      >
        <AssetAvatar image={entry.image} symbol={entry.currency} size={36} />
        <Box sx={{ minWidth: 0 }}>
          <Typography fontWeight={600} noWrap>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {entry.currency}
            {entry.tokenType && entry.tokenType !== entry.currency ? ` · ${entry.tokenType}` : ''}
            {entry.label ? ` · ${entry.label}` : ''}
          </Typography>
        </Box>
      </ButtonBase>
      <Button
        size="small"
        variant="outlined"
        onClick={onBalance}
        aria-label={labels.list.showBalance(label)}
      >
        {texts.wallet.balance}
      </Button>
      <Stack
        direction="row"
        alignItems="center"
        spacing={0.5}
        sx={{ gridColumn: '1 / -1', pl: 6.5, mt: -0.5 }}
      >
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
          title={entry.address}
        >
          {shortenMiddle(entry.address, 10, 6)}
        </Typography>
        <CopyButton
          size="small"
          label={labels.list.copyAddress(label)}
          value={entry.address}
          message={texts.wallet.addressCopied}
          ms={ADDRESS_COPIED_MS}
        />
      </Stack>
    </Paper>
  );
}
