import { useCallback, useEffect, useRef, useState } from 'react';
import { errors } from '../../messages/catalogue';
import { useToast } from './useToast';

/** The copy button's confirmation (its check mark) clears after 2 s. */
export const COPY_CONFIRM_MS = 2000;
/** 'Address copied!' closes after 1.5 s. */
export const ADDRESS_COPIED_MS = 1500;
/** The message catalogue has no text for a clipboard that refuses. */
const COPY_FAILED = 'Could not copy to the clipboard';

/** Writes text to the clipboard; falls back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/**
 * Copies with a toast and a confirmation: `isCopied(value)` is true for 2 s after that value was
 * copied. It asks for the value, not for "a copy happened": a grid's rows are keyed by position,
 * so after a page change the button clicked may stand in another record's row. Copying nothing
 * shows 'No address to copy'.
 */
export function useCopy() {
  const toast = useToast();
  const [last, setLast] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (
      value: string | number | null | undefined,
      options: { message: string; ms?: number },
    ) => {
      const text = value === null || value === undefined ? '' : String(value);
      if (!text) {
        toast.error(errors.validation.noAddress);
        return false;
      }
      try {
        await copyText(text);
      } catch {
        toast.error(COPY_FAILED);
        return false;
      }
      toast.success(options.message, options.ms);
      setLast(text);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setLast(null), COPY_CONFIRM_MS);
      return true;
    },
    [toast],
  );

  const isCopied = (value: string | null | undefined) =>
    last !== null && last === String(value ?? '');
  return { copy, isCopied };
}
