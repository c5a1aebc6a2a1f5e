import { useEffect, useState, type ReactNode } from 'react';
import QRCode from 'qrcode';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { TwoFactorSetup } from './api';
import { twoFactorLabels as labels } from './labels';
import { CopyButton } from '../../resources/shared/CopyButton';

/** Renders the otpauth URL as an SVG QR code (no canvas needed). */
export function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

/** Step 1 of the setup: the QR code of the otpauth URL and the secret for manual entry. */
export function SetupPanel({ setup, children }: { setup: TwoFactorSetup; children: ReactNode }) {
  const qr = useQrCode(setup.otpauth_url);
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();

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
            {qr ? (
              <img
                src={qr}
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
                {grouped}
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
      {children}
    </Stack>
  );
}
