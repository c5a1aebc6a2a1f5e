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

/** A token's contract on a network: a new token, or a new network of an asset. */
export const createToken: CommandDeclaration = {
  name: 'createToken',
  label:
    'Register a token contract on a network (new token or new network of an asset); needs a live 2FA step-up',
  method: 'POST',
  path: '/admin/createToken',
  tag: 'wallet',
  inputs: [
    { key: 'currency', label: 'Currency', type: 'text', rules: { required: true, maxLength: 12 } },
    { key: 'tokenType', label: 'Network', type: 'text', rules: { required: true, maxLength: 12 } },
    {
      key: 'contractAddress',
      label: 'Contract address',
      type: 'address',
      rules: { required: true, maxLength: 100 },
    },
    // A new asset's name and decimals; an existing asset keeps its own.
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      rules: { required: true, maxLength: 60 },
      optional: true,
      trimmed: true,
    },
    {
      key: 'decimals',
      label: 'Decimals',
      type: 'number',
      rules: { integer: true, min: 0, max: 36 },
    },
    { key: 'priceUsd', label: 'USD price', type: 'decimal' },
  ],
  permission: 'wallet:create',
  stepUp: true,
  audit: { resource: 'asset_networks', idKey: 'contractAddress' },
  notes: 'result: the token contract as POST /admin/getContractAddress lists it',
};

/** A deposit address derived from the platform's key: on a network for a token. */
export const createAdminWallet: CommandDeclaration = {
  name: 'createAdminWallet',
  label:
    'Derive a new deposit address for an asset (on a network for tokens); needs a live 2FA step-up',
  method: 'POST',
  path: '/admin/createAdminWallet',
  tag: 'wallet',
  inputs: [
    { key: 'currencyId', label: 'Asset', type: 'id', rules: { required: true } },
    { key: 'currency', label: 'Currency', type: 'text', rules: { required: true, maxLength: 12 } },
    {
      key: 'type',
      label: 'Type',
      type: 'status',
      values: ['crypto', 'token'],
      rules: { required: true },
    },
    {
      key: 'contractAddress',
      label: 'Contract',
      type: 'address',
      rules: { maxLength: 100 },
      nullable: true,
    },
    { key: 'tokenType', label: 'Network', type: 'text', rules: { maxLength: 12 }, nullable: true },
    {
      key: 'networkId',
      label: 'Network id',
      type: 'text',
      rules: { maxLength: 64 },
      nullable: true,
    },
  ],
  permission: 'wallet:create',
  stepUp: true,
  audit: { resource: 'platform_wallets', idKey: 'currencyId' },
};
