import type { CommandDeclaration } from './types';

/**
 * Funds move between two platform wallets of one asset and network, once per key: the wallet's
 * form posts its key as `idempotencyKey`, other clients in the header.
 */
export const selfTransfer: CommandDeclaration = {
  name: 'selfTransfer',
  label:
    'Move funds between two platform wallets of the same asset and network, once per idempotency key; needs a live 2FA step-up',
  method: 'POST',
  path: '/admin/selfTransfer',
  tag: 'wallet',
  inputs: [
    { key: 'currency', label: 'Currency', type: 'text', rules: { required: true, maxLength: 12 } },
    {
      key: 'fromAddress',
      label: 'From',
      type: 'address',
      rules: { required: true, maxLength: 128 },
    },
    { key: 'toAddress', label: 'To', type: 'address', rules: { required: true, maxLength: 128 } },
    { key: 'amount', label: 'Amount', type: 'amount', rules: { required: true } },
    { key: 'tokenType', label: 'Network', type: 'text', rules: { maxLength: 12 } },
    { key: 'note', label: 'Note', type: 'text', rules: { maxLength: 200 } },
    { key: 'idempotencyKey', label: 'Idempotency key', type: 'text', rules: { maxLength: 128 } },
  ],
  permission: 'wallet:transfer',
  stepUp: true,
  idempotency: 'required',
  keyInput: 'idempotencyKey',
  replayMessage: 'Transfer already executed for this idempotency key',
  audit: { resource: 'wallet_transfers', idKey: 'fromAddress' },
  notes: 'A replay answers the first result with the header idempotent-replayed: true.',
};
