import { Paper, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import { texts } from '../../messages/catalogue';
import type { WalletAsset } from './api';
import { FieldGrid } from '../../resources/shared/FieldGrid';
import { fieldsIn } from '../../resources/shared/fieldBasics';

const field = fieldsIn(['show']);
const ACTIVE = [{ id: 'active', name: texts.wallet.active, color: 'success' as const }];
const FIELDS = [
  field('type', texts.wallet.type, 'text'),
  field('symbol', texts.wallet.symbol, 'text'),
  field('status', texts.wallet.status, 'status', { choices: ACTIVE }),
];

/** The Asset Details box: Type, Symbol and Status, which is always 'Active'. */
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
      <RecordContextProvider value={{ ...asset, id: asset._id, status: 'active' }}>
        <FieldGrid fields={FIELDS} columns={3} />
      </RecordContextProvider>
    </Paper>
  );
}
