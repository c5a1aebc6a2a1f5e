import { addressInput, choiceInput, currencyInput, idInput, textInput } from './inputs';
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
    currencyInput,
    addressInput('fromAddress', 'From', { required: true, maxLength: 128 }),
    addressInput('toAddress', 'To', { required: true, maxLength: 128 }),
    { key: 'amount', label: 'Amount', type: 'amount', rules: { required: true } },
    textInput('tokenType', 'Network', { maxLength: 12 }),
    textInput('note', 'Note', { maxLength: 200 }),
    textInput('idempotencyKey', 'Idempotency key', { maxLength: 128 }),
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
    currencyInput,
    textInput('tokenType', 'Network', { required: true, maxLength: 12 }),
    addressInput('contractAddress', 'Contract address', { required: true, maxLength: 100 }),
    // A new asset's name and decimals; an existing asset keeps its own.
    textInput('name', 'Name', { required: true, maxLength: 60 }, { optional: true, trimmed: true }),
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
    idInput('Asset', 'currencyId'),
    currencyInput,
    choiceInput('type', 'Type', ['crypto', 'token']),
    addressInput('contractAddress', 'Contract', { maxLength: 100 }, { nullable: true }),
    textInput('tokenType', 'Network', { maxLength: 12 }, { nullable: true }),
    textInput('networkId', 'Network id', { maxLength: 64 }, { nullable: true }),
  ],
  permission: 'wallet:create',
  stepUp: true,
  audit: { resource: 'platform_wallets', idKey: 'currencyId' },
};
