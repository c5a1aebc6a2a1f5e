import type { RaRecord } from 'react-admin';

/**
 * A settings record (schema.singleton) as the server answers it: one object, or null while none
 * is saved yet. The engine edits it as one record under the singleton's fixed id.
 */
export function singletonUnwrap(id: string) {
  const record = (result: unknown): RaRecord => ({
    ...((result as Record<string, unknown> | null) ?? {}),
    _id: id,
    id,
  });
  return {
    record,
    /** The list route's whole list: that one record, or none. */
    list: (result: unknown): RaRecord[] => (result ? [record(result)] : []),
  };
}
