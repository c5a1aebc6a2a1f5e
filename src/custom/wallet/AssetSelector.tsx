import { Autocomplete, Avatar, Box, Chip, ListItemText, TextField } from '@mui/material';
import { texts } from '../../messages/catalogue';
import type { WalletAsset } from './api';
import { walletLabels as labels } from './labels';

/** The asset selected when the wallet opens. */
export const DEFAULT_ASSET_SYMBOL = 'BTC';

/**
 * The asset dropdown: MUI's Autocomplete searches it ('Search coin...', by name
 * or symbol), each entry with its image, name, symbol and type; the count of assets beneath.
 */
export function AssetSelector({
  assets,
  selected,
  onSelect,
}: {
  assets: WalletAsset[];
  selected?: WalletAsset;
  onSelect: (asset: WalletAsset) => void;
}) {
  return (
    <Autocomplete
      options={assets}
      value={selected}
      onChange={(_, asset) => asset && onSelect(asset)}
      getOptionLabel={(asset) => `${asset.name} (${asset.symbol})`}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      noOptionsText={labels.selector.none}
      autoHighlight
      disableClearable
      renderOption={({ key, ...props }, asset) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <AssetAvatar image={asset.image} symbol={asset.symbol} size={30} />
          <ListItemText primary={asset.name} secondary={asset.symbol} />
          <Chip
            size="small"
            label={asset.type}
            color={asset.type === 'token' ? 'info' : 'default'}
            variant="outlined"
          />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={labels.selector.label}
          placeholder={texts.wallet.searchCoin}
          helperText={<span data-testid="asset-count">{labels.selector.count(assets.length)}</span>}
          InputProps={{
            ...params.InputProps,
            startAdornment: selected && (
              <AssetAvatar image={selected.image} symbol={selected.symbol} size={24} />
            ),
          }}
        />
      )}
    />
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
