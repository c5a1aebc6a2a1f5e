import { useMemo, useRef, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Chip,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { texts } from '../../messages/catalogue';
import type { WalletAsset } from './api';
import { walletLabels as labels } from './labels';

/** The default selected asset (spec section 9). */
export const DEFAULT_ASSET_SYMBOL = 'BTC';

export function filterAssets(assets: WalletAsset[], search: string): WalletAsset[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return assets;
  return assets.filter((asset) => `${asset.name} ${asset.symbol}`.toLowerCase().includes(needle));
}

/** The asset dropdown with its 'Search coin...' box and the count of assets (spec section 2). */
export function AssetSelector({
  assets,
  selected,
  onSelect,
}: {
  assets: WalletAsset[];
  selected?: WalletAsset;
  onSelect: (asset: WalletAsset) => void;
}) {
  const anchor = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterAssets(assets, search), [assets, search]);

  const close = () => {
    setOpen(false);
    setSearch('');
  };

  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" id="asset-selector-label">
          {labels.selector.label}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="asset-count">
          {labels.selector.count(assets.length)}
        </Typography>
      </Stack>
      <Button
        ref={anchor}
        fullWidth
        variant="outlined"
        color="inherit"
        onClick={() => setOpen(true)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={
          selected
            ? `${labels.selector.label}: ${selected.name} (${selected.symbol})`
            : labels.selector.choose
        }
        endIcon={<ExpandMoreIcon />}
        sx={{
          justifyContent: 'space-between',
          textTransform: 'none',
          py: 1,
          borderColor: 'divider',
        }}
      >
        {selected ? <AssetLine asset={selected} /> : labels.selector.choose}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { width: anchor.current?.offsetWidth ?? 320, mt: 0.5 } },
          transition: { onEntered: () => searchInput.current?.focus() },
        }}
      >
        <Box sx={{ p: 1.5, pb: 1 }}>
          <TextField
            inputRef={searchInput}
            fullWidth
            size="small"
            placeholder={texts.wallet.searchCoin}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': labels.selector.searchLabel } }}
          />
        </Box>
        <List
          role="listbox"
          aria-labelledby="asset-selector-label"
          dense
          sx={{ maxHeight: 320, overflowY: 'auto', pt: 0 }}
        >
          {visible.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {labels.selector.none}
            </Typography>
          )}
          {visible.map((asset) => (
            <ListItemButton
              key={asset._id}
              role="option"
              aria-selected={asset._id === selected?._id}
              selected={asset._id === selected?._id}
              onClick={() => {
                onSelect(asset);
                close();
              }}
            >
              <ListItemAvatar sx={{ minWidth: 44 }}>
                <AssetAvatar image={asset.image} symbol={asset.symbol} size={30} />
              </ListItemAvatar>
              <ListItemText primary={asset.name} secondary={asset.symbol} />
              <Chip
                size="small"
                label={asset.type}
                color={asset.type === 'token' ? 'info' : 'default'}
                variant="outlined"
              />
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </Box>
  );
}

function AssetLine({ asset }: { asset: WalletAsset }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1.5} sx={{ minWidth: 0 }}>
      <AssetAvatar image={asset.image} symbol={asset.symbol} size={30} />
      <Typography fontWeight={600} noWrap>
        {asset.name}
      </Typography>
      <Typography color="text.secondary" noWrap>
        {asset.symbol}
      </Typography>
      <Chip size="small" label={asset.type} variant="outlined" />
    </Stack>
  );
}

/** An asset's logo, or the first letter of its symbol while there is none. */
export function AssetAvatar({
  image,
  symbol,
  size,
}: {
  image?: string;
  symbol?: string;
  size: number;
}) {
  return (
    <Avatar
      src={image}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        fontSize: size < 32 ? 14 : undefined,
      }}
    >
      {symbol?.slice(0, 1)}
    </Avatar>
  );
}
