import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { CallFormBody, type CallFormSchema } from '../../../src/resources/shared/CallForm';
import type { FieldSchema } from '../../../src/resources/types';
import { renderInAdmin, Toasts } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const POTS = [
  { id: 'a', name: 'Pot A', kind: 'red', holds: 5 },
  { id: 'b', name: 'Pot B', kind: 'red', holds: 1 },
  { id: 'c', name: 'Pot C', kind: 'blue', holds: 9 },
];
const pot = (id: unknown) => POTS.find((p) => p.id === id);

const select = (source: string, label: string, rest: Partial<FieldSchema>): FieldSchema => ({
  source,
  label,
  type: 'status',
  views: ['create'],
  rules: { required: true },
  ...rest,
});

/** A money move between two pots of one kind: the shape of the wallet's self transfer. */
const moveForm: CallFormSchema = {
  title: 'Move',
  columns: 2,
  fields: [
    select('from', 'From pot', {
      choices: POTS,
      help: ({ from }) => (pot(from) ? `Holds ${pot(from)!.holds}` : undefined),
    }),
    select('to', 'To pot', {
      messages: { required: 'Choose a target' },
      choicesOf: ({ from }) =>
        POTS.filter((p) => pot(from) && p.id !== from && p.kind === pot(from)!.kind),
    }),
    {
      source: 'amount',
      label: 'Amount',
      type: 'cryptoAmount',
      views: ['create'],
      rules: { required: true },
      sanitize: (typed) => typed.replace(/[^\d.]/g, ''),
      check: (value, { from }) =>
        Number(value) > (pot(from)?.holds ?? 0) ? 'More than the pot holds' : undefined,
    },
  ],
  endpoint: {
    method: 'POST',
    path: '/admin/move',
    body: ({ from, to, amount, idempotencyKey }) => ({ from, to, amount, idempotencyKey }),
    errorMessage: 'Move failed',
  },
  confirm: { title: 'Move now?', text: ({ amount }) => `Move ${String(amount)}?`, label: 'Move' },
  policy: { idempotent: true, failure: 'toast' },
  submit: { label: 'Move', pending: 'Moving…' },
  success: (envelope) => envelope.message ?? 'Moved',
  keep: ['from', 'to'],
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CallFormBody: a declared money move (live choices, confirmation, key, kept values)', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('offers the targets of the chosen source, hints from the values, keeps what is typed clean', async () => {
    renderInAdmin(<CallFormBody form={moveForm} />);
    // Nothing to offer yet: the target cannot be chosen, and is still required.
    await userEvent.click(screen.getByRole('combobox', { name: 'To pot' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Choose a target', {}, T)).toBeInTheDocument();
    await choose('From pot', 'Pot A');
    expect(await screen.findByText('Holds 5', {}, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'To pot' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pot B']);
    await userEvent.click(options[0]);
    // The source becomes the target's pot: the target is no longer offered, and is cleared.
    await choose('From pot', 'Pot B');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'To pot' })).not.toHaveTextContent('Pot B'),
    );
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, 'x2.5y');
    expect(amount).toHaveValue('2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('More than the pot holds', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Choose a target')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms, sends one key (header and body) per submission, toasts failures, keeps the pots', async () => {
    const sent: { key: string | null; body: Record<string, unknown> }[] = [];
    server.use(
      http.post(api('/admin/move'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ key: request.headers.get('Idempotency-Key'), body });
        return sent.length === 1
          ? HttpResponse.json({ success: false }, { status: 502 })
          : HttpResponse.json({ success: true, message: 'Moved 2' });
      }),
    );
    renderInAdmin(
      <>
        <CallFormBody form={moveForm} />
        <Toasts />
      </>,
    );
    await choose('From pot', 'Pot A');
    await choose('To pot', 'Pot B');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '2');
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Move' }));
    const confirm = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Move now?' }, T);
      expect(dialog).toHaveTextContent('Move 2?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    };
    await submit();
    await confirm();
    expect(await screen.findByText('error: Move failed', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await submit();
    await confirm();
    expect(await screen.findByText('success: Moved 2', {}, T)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.map((s) => s.key)).toEqual([sent[0].key, sent[0].key]);
    expect(sent[1].body).toEqual({ from: 'a', to: 'b', amount: '2', idempotencyKey: sent[0].key });

    // A success empties the form but the kept pots.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'From pot' })).toHaveTextContent('Pot A');
    expect(screen.getByRole('combobox', { name: 'To pot' })).toHaveTextContent('Pot B');
  });
});
