import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { errors } from '../../messages/catalogue';
import { CopyButton } from '../../resources/shared/CopyButton';
import { useToast } from '../../resources/shared/useToast';
import { useTwoFactorApi, type TwoFactorSetup } from './api';
import { CodeForm } from './CodeForm';
import { twoFactorLabels as labels } from './labels';

/**
 * 2FA off: start the setup, then scan its QR code of the otpauth URL (or type the secret) and
 * confirm it with a first code.
 */
export function EnableFlow({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const twoFactor = useTwoFactorApi();
  const start = useMutation({
    mutationFn: twoFactor.enable,
    onSuccess: setSetup,
    onError: (failure) => toast.failure(failure, errors.twoFactor.generate),
  });
  const qr = useQrCode(setup?.otpauth_url);

  if (!setup) {
    return (
      <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? labels.starting : labels.start}
      </Button>
    );
  }
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
      <CodeForm
        title={labels.step2}
        submit={{ label: labels.confirm, pending: labels.confirming }}
        send={twoFactor.confirm}
        success={labels.enabledToast}
        onDone={() => {
          setSetup(null);
          onDone();
        }}
        onCancel={() => setSetup(null)}
      />
    </Stack>
  );
}

/** The otpauth URL as an SVG QR code (no canvas needed). */
function useQrCode(text: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    if (text)
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
