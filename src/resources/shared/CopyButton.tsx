import { IconButton } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useCopy } from './copy';
import { Hint } from './Hint';

interface CopyButtonProps {
  /** The button's accessible name, and its tooltip until the copy. */
  label: string;
  /** What it copies (nothing: 'No address to copy'). */
  value: string | null | undefined;
  /** The toast, and the tooltip once copied. */
  message: string;
  /** How long the toast shows (1.5 s for 'Address copied!'). */
  ms?: number;
  size?: 'small' | 'medium';
  /** When set, the button sits in a span so its tooltip still opens while it is disabled. */
  disabled?: boolean;
}

/** The copy icon button of the wallet and 2FA screens: it copies, toasts, and shows a check for a moment. */
export function CopyButton({
  label,
  value,
  message,
  ms,
  size = 'medium',
  disabled,
}: CopyButtonProps) {
  const { copy, copied } = useCopy();
  const fontSize = size === 'small' ? 'small' : undefined;
  const button = (
    <IconButton
      size={size}
      aria-label={label}
      disabled={disabled}
      onClick={() => void copy(value, { message, ms })}
    >
      {copied ? (
        <CheckIcon fontSize={fontSize} color="success" />
      ) : (
        <ContentCopyIcon fontSize={fontSize} />
      )}
    </IconButton>
  );
  return (
    <Hint title={copied ? message : label}>
      {disabled === undefined ? button : <span>{button}</span>}
    </Hint>
  );
}
