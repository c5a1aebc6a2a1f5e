import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { errorHint, errorMessage } from '../../dataProvider/errorText';
import { texts } from '../../messages/catalogue';

type WalletStateProps =
  | { kind: 'loading'; title: string }
  | { kind: 'empty'; title: string; hint?: string; icon?: 'search' | 'error' }
  | {
      kind: 'error';
      /** The spec's heading, e.g. 'Error loading wallet balances'. */
      title?: string;
      error: unknown;
      /** The spec's message when the error has none. */
      fallback?: string;
      onRetry: () => void;
      /** Go Back beside Retry (spec section 2: the balances' error state). */
      onBack?: () => void;
    };

/**
 * The wallet screens' one loading, empty and error state (balance list, balance modal, asset
 * panel, coin page; the coin page's tables use the grid's own). Compact, because it also sits
 * inside the 300px balance list; the texts are the spec's, passed in by the caller.
 */
export function WalletState(props: WalletStateProps) {
  if (props.kind === 'loading') {
    return (
      <Stack alignItems="center" spacing={1.5} sx={{ py: 4 }} role="status">
        <CircularProgress size={28} aria-hidden />
        <Typography color="text.secondary">{props.title}</Typography>
      </Stack>
    );
  }
  if (props.kind === 'empty') {
    const Icon = props.icon === 'error' ? ErrorOutlineIcon : SearchOffIcon;
    return (
      <Stack
        alignItems="center"
        spacing={0.5}
        sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
      >
        <Icon color={props.icon === 'error' ? 'error' : 'inherit'} aria-hidden />
        <Typography fontWeight={600} color="text.primary">
          {props.title}
        </Typography>
        {props.hint ? <Typography variant="body2">{props.hint}</Typography> : null}
      </Stack>
    );
  }
  const { title, error, fallback = '', onRetry, onBack } = props;
  const message = errorMessage(error, fallback);
  const hint = errorHint(error);
  return (
    // The buttons sit under the text, not beside it: the state also fills the narrow balance list.
    <Alert severity="error">
      {title ? <Typography fontWeight={600}>{title}</Typography> : null}
      {message && message !== title ? <Line strong={!title}>{message}</Line> : null}
      {hint ? <Line muted>{hint}</Line> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, ml: -1 }}>
        <Button color="inherit" size="small" onClick={onRetry}>
          {texts.wallet.retry}
        </Button>
        {onBack ? (
          <Button color="inherit" size="small" onClick={onBack}>
            {texts.wallet.goBack}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

function Line({
  strong,
  muted,
  children,
}: {
  strong?: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        fontWeight: strong ? 600 : undefined,
        opacity: muted ? 0.8 : undefined,
        fontSize: strong ? undefined : '0.875rem',
      }}
    >
      {children}
    </Box>
  );
}
