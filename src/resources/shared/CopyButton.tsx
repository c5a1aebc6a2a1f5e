import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';

interface CopyButtonProps {
  /** The button's accessible name, and its tooltip until the copy. */
  label: string;
  /** The tooltip once copied. */
  copiedLabel: string;
  /** True while `useCopy` shows this value as just copied. */
  copied: boolean;
  onCopy: () => void;
  size?: 'small' | 'medium';
  /** When set, the button sits in a span so its tooltip still opens while it is disabled. */
  disabled?: boolean;
}

/** The copy icon button of the wallet and 2FA screens: a check for a moment once copied. */
export function CopyButton({
  label,
  copiedLabel,
  copied,
  onCopy,
  size = 'medium',
  disabled,
}: CopyButtonProps) {
  const fontSize = size === 'small' ? 'small' : undefined;
  const button = (
    <IconButton size={size} aria-label={label} disabled={disabled} onClick={onCopy}>
      {copied ? (
        <CheckIcon fontSize={fontSize} color="success" />
      ) : (
        <ContentCopyIcon fontSize={fontSize} />
      )}
    </IconButton>
  );
  return (
    <Tooltip title={copied ? copiedLabel : label}>
      {disabled === undefined ? button : <span>{button}</span>}
    </Tooltip>
  );
}
