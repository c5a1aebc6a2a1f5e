import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Confirm } from 'react-admin';

interface ConfirmButtonProps {
  label: string;
  /** Dialog title and body. */
  title: string;
  content: ReactNode;
  confirmLabel?: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
  disabled?: boolean;
  /** Runs on confirmation; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A button whose action runs only after the admin confirms it in a dialog (react-admin's
 * <Confirm>). Used for every status change: nothing is sent on the first click.
 */
export function ConfirmButton({
  label,
  title,
  content,
  confirmLabel = 'Confirm',
  color = 'primary',
  variant = 'contained',
  startIcon,
  disabled,
  onConfirm,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure (toast); the dialog just closes.
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        color={color}
        variant={variant}
        startIcon={startIcon}
        disabled={disabled || pending}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        confirm={confirmLabel}
        confirmColor={color === 'error' || color === 'warning' ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={() => !pending && setOpen(false)}
      />
    </>
  );
}
