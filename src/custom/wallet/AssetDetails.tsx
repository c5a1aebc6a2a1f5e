import type { ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { texts } from '../../messages/catalogue';
import type { WalletAsset } from './api';

/** The Asset Details box: Type, Symbol and Status, which is always 'Active' (spec section 2). */
export function AssetDetails({ asset }: { asset: WalletAsset }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2 }}
      component="section"
      aria-labelledby="asset-details-title"
    >
      <Typography id="asset-details-title" variant="subtitle2" fontWeight={700} gutterBottom>
        {texts.wallet.assetDetails}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        <Detail
          term={texts.wallet.type}
          value={<Typography sx={{ textTransform: 'capitalize' }}>{asset.type}</Typography>}
        />
        <Detail term={texts.wallet.symbol} value={<Typography>{asset.symbol}</Typography>} />
        <Detail
          term={texts.wallet.status}
          value={<Chip size="small" color="success" label={texts.wallet.active} />}
        />
      </Stack>
    </Paper>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Box>
    </Box>
  );
}
