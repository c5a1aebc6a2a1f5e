import { useId, type ReactNode } from 'react';
import { Button, Paper, Typography, type SxProps, type Theme } from '@mui/material';
import { texts } from '../../messages/catalogue';

/** A card of the wallet screens: a section named by its h2. */
export function WalletSection({
  title,
  sx,
  children,
}: {
  title: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      sx={[{ p: 2.5, borderRadius: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
      component="section"
      aria-labelledby={titleId}
    >
      <Typography id={titleId} component="h2" variant="h6" fontWeight={700} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Go Back beside Retry in a wallet screen's error state, so a failed screen is never a dead end. */
export const GoBack = ({ onBack }: { onBack: () => void }) => (
  <Button onClick={onBack}>{texts.wallet.goBack}</Button>
);
