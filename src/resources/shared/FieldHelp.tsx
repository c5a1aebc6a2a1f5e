import { useWatch } from 'react-hook-form';
import type { FieldSchema } from '../types';

/**
 * A text input's hint (fixed, or read from the form's values) and, with a length limit, its live
 * "n/max" count (trimmed, as the rules count), so the admin sees the limit coming before the
 * form refuses it.
 */
export function FieldHelp({
  source,
  help,
  max,
}: {
  source: string;
  help?: FieldSchema['help'];
  max?: number;
}) {
  const value: unknown = useWatch({ name: source });
  // The whole form, only for a hint that reads it.
  const values = useWatch({ disabled: typeof help !== 'function' }) as Record<string, unknown>;
  const hint = typeof help === 'function' ? help(values ?? {}) : help;
  const counter =
    max === undefined ? undefined : `${typeof value === 'string' ? value.trim().length : 0}/${max}`;
  return <>{[hint, counter].filter(Boolean).join(' · ')}</>;
}
