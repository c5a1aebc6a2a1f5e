import { IconButton } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useCopy } from './copy';
import { Hint } from './Hint';
import { LEAN_COPY } from './gridStyles';

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
  const { copy, isCopied } = useCopy();
  const copied = isCopied(value);
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

/**
 * CopyButton's small icon button in a grid's cell: MUI's IconButton and icon markup with their
 * classes, styled once by the grid (`LEAN_COPY` in gridStyles.ts). MUI's IconButton and icon are
 * ~10 components with their emotion styles, in every row of every page.
 */
export function CellCopyButton({ label, value, message }: CopyButtonProps) {
  const { copy, isCopied } = useCopy();
  const copied = isCopied(value);
  return (
    <Hint title={copied ? message : label}>
      <button
        type="button"
        className={`MuiButtonBase-root MuiIconButton-root MuiIconButton-sizeSmall ${LEAN_COPY}`}
        aria-label={label}
        onClick={() => void copy(value, { message })}
      >
        <svg
          className={`MuiSvgIcon-root MuiSvgIcon-fontSizeSmall${copied ? ' MuiSvgIcon-colorSuccess' : ''}`}
          focusable="false"
          aria-hidden="true"
          viewBox="0 0 24 24"
        >
          <path d={copied ? CHECK_ICON : COPY_ICON} />
        </svg>
      </button>
    </Hint>
  );
}

// MUI's ContentCopy and Check icons (@mui/icons-material).
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';
const CHECK_ICON = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
