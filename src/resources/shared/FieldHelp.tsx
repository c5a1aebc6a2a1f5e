import { useWatch } from 'react-hook-form';

/**
 * A text input's hint and, with a length limit, its live "n/max" count (trimmed, as the rules
 * count), so the admin sees the limit coming before the form refuses it.
 */
export function FieldHelp({ source, help, max }: { source: string; help?: string; max?: number }) {
  const value: unknown = useWatch({ name: source });
  const counter =
    max === undefined ? undefined : `${typeof value === 'string' ? value.trim().length : 0}/${max}`;
  return <>{[help, counter].filter(Boolean).join(' · ')}</>;
}
