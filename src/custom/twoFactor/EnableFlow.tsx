import { useState } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { CallFormBody } from '../../resources/shared/CallForm';
import { CopyButton } from '../../resources/shared/CopyButton';
import { confirmForm, startForm, type TwoFactorSetup } from './forms';
import { twoFactorLabels as labels } from './labels';

/**
 * 2FA off: start the setup, then scan its QR code of the otpauth URL (or type the secret) and
 * confirm it with a first code. A QR code that could not be drawn stays a placeholder.
 */
export function EnableFlow() {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  if (!setup) return <CallFormBody form={startForm(setSetup)} />;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography fontWeight={600} gutterBottom>
          {labels.step1}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
          <Box
            sx={{
              p: 1.5,
              bgcolor: '#fff', // a QR code needs a light quiet zone in both themes
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              width: 212,
              height: 212,
              flexShrink: 0,
            }}
          >
            {setup.qr ? (
              <img
                src={setup.qr}
                alt={labels.qrAlt}
                width={180}
                height={180}
                style={{ display: 'block' }}
              />
            ) : (
              <Skeleton variant="rectangular" width={180} height={180} />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {labels.manual}
            </Typography>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Typography
                data-testid="twofa-secret"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.05rem',
                  wordBreak: 'break-all',
                  fontWeight: 600,
                }}
              >
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Typography>
              <CopyButton
                label={labels.copySecret}
                value={setup.secret}
                message={labels.secretCopied}
              />
            </Stack>
          </Box>
        </Stack>
      </Box>
      <CallFormBody heading form={confirmForm(() => setSetup(null))} />
    </Stack>
  );
}
