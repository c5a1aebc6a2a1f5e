import type { CommandDeclaration } from './types';

/** Which orders the admin may cancel (the server answers 409 for the others). */
export const CANCELLABLE_STATUSES = ['open', 'partially_filled'] as const;

/** An order's unfilled reserve goes back to its user (trade/pending-order's row action). */
export const cancelOrder: CommandDeclaration = {
  name: 'cancelOrder',
  label: 'Cancel order',
  method: 'POST',
  path: '/admin/cancelOrder',
  tag: 'markets',
  inputs: [
    {
      key: '_id',
      label: 'Order',
      type: 'text',
      rules: { required: true, pattern: { source: '^[0-9]{1,18}$', message: 'The order _id' } },
    },
  ],
  permission: 'order:cancel',
  stepUp: true,
  idempotency: 'required',
  moves: [{ from: CANCELLABLE_STATUSES, to: 'cancelled' }],
  audit: { resource: 'trade_orders', idKey: '_id' },
  notes:
    'Not named by the spec: cancel an open or partially filled order (trade/pending-order). Releases its unfilled reserve order_reserve → user in one journal.',
};
