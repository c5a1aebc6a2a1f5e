import { Alert, AlertTitle, Box } from '@mui/material';
import type { AssetReconciliation } from '../../contracts/treasury';
import { alarmLine, shortAssets } from './coverage';
import { treasuryLabels as labels } from './labels';

/** Every short asset, named with its shortfall, above everything else; nothing when all are covered. */
export function ShortAlarm({ assets }: { assets: readonly AssetReconciliation[] }) {
  const short = shortAssets(assets);
  if (short.length === 0) return null;
  return (
    <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
      <AlertTitle>{labels.alarm.title(short.length)}</AlertTitle>
      {labels.alarm.intro}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {short.map((asset) => (
          <li key={asset.assetId}>{alarmLine(asset)}</li>
        ))}
      </Box>
    </Alert>
  );
}
