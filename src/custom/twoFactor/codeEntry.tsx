import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TextField } from '@mui/material';
import { errors } from '../../messages/catalogue';
import { errorMessage } from '../../dataProvider/errorText';
import { isCompleteOtp, sanitizeOtp } from '../../contracts/otp';
import { useToast } from '../../resources/shared/useToast';
import { twoFactorLabels as labels } from './labels';

/**
 * A 6-digit code sent by one mutation: the code is checked before sending, and a refusal shows
 * the server's message under the input (else the spec's 'Verify 2fa failed!') and as a toast.
 */
export function useCodeMutation<T>(
  send: (code: string) => Promise<T>,
  onSuccess: (result: T) => void,
) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      setCode('');
      onSuccess(result);
    },
    onError: (failure) => {
      const message = errorMessage(failure, errors.twoFactor.verify);
      setError(message);
      setCode('');
      toast.error(message);
    },
  });
  const validate = () => {
    setError(isCompleteOtp(code) ? null : errors.validation.otp);
    return isCompleteOtp(code);
  };
  return { code, setCode, error, setError, mutation, validate };
}

export function CodeInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <TextField
      label={labels.codeLabel}
      value={value}
      onChange={(event) => onChange(sanitizeOtp(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      disabled={disabled}
      sx={{ width: { xs: '100%', sm: 240 } }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          // No maxLength: the browser would cut a pasted '123 456' to '123 45' before the digits are kept.
          pattern: '[0-9]*',
          style: { letterSpacing: '0.4em', fontSize: '1.2rem' },
        },
      }}
    />
  );
}
