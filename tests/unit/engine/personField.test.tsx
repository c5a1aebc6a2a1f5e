import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, RecordContextProvider, type AuthProvider } from 'react-admin';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, server } from '../msw';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../../src/contracts/permissions';
import { setToken } from '../../../src/authProvider/tokenStore';
import type { ResourceSchema } from '../../../src/resources/types';
import { indexSchemas } from '../../../src/resources/shared/schemaIndex';
import { PersonField, personIdOf } from '../../../src/resources/shared/PersonField';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/**
 * A grid of disputes naming three people: the buyer and seller by their ids, "raised by" as one
 * of the two. Each e-mail links to that user's record page and has its own copy button.
 */
const disputeSchema: ResourceSchema = {
  name: 'case',
  label: 'Cases',
  list: {
    method: 'GET',
    path: '/admin/caseList',
    mode: 'whole',
    bound: { table: 'fixture', rows: 1000, enforcedBy: 'refusal', noun: 'rows' },
    errorMessage: 'Cases!',
  },
  fields: [
    { source: 'orderNo', label: 'Trade', type: 'text', views: ['list', 'show'] },
    {
      source: 'buyer',
      label: 'Buyer',
      type: 'person',
      views: ['list', 'show'],
      personId: 'buyerId',
    },
    { source: 'seller', label: 'Seller', type: 'person', views: ['show'], personId: 'sellerId' },
    {
      source: 'raisedBy',
      label: 'Raised by',
      type: 'person',
      views: ['list', 'show'],
      personId: (r) => (r.raisedByRole === 'buyer' ? r.buyerId : r.sellerId),
    },
    { source: 'owner', label: 'Owner', type: 'person', views: ['show'] },
  ],
  recordRepresentation: 'orderNo',
};
indexSchemas([disputeSchema]);

const row = {
  _id: 'c-1',
  orderNo: 'P2P-1',
  buyer: 'bea@example.test',
  buyerId: 'u-b',
  seller: 'sam@example.test',
  sellerId: 'u-s',
  raisedBy: 'sam@example.test',
  raisedByRole: 'seller',
  // No userId on the row: the owner's e-mail shows, unlinked.
  owner: 'olga@example.test',
};

describe('A person field', () => {
  beforeEach(() => {
    setToken('test-admin-token');
    server.use(ok('get', '/admin/caseList', [row]));
  });

  it('reads the id from its source, a function, or userId', () => {
    expect(personIdOf({ personId: 'buyerId' }, { id: 'c', buyerId: 'u-b' })).toBe('u-b');
    expect(personIdOf({ personId: (r) => r.sellerId }, { id: 'c', sellerId: 'u-s' })).toBe('u-s');
    expect(personIdOf({}, { id: 'c', userId: 'u-1' })).toBe('u-1');
    expect(personIdOf({}, { id: 'c' })).toBeNull();
  });

  it("links each e-mail in the grid to the user's record page, without opening the row", async () => {
    const user = userEvent.setup();
    renderEngine('/admin/case', [disputeSchema]);
    const grid = await screen.findByRole('table', {}, T);
    const buyer = await within(grid).findByRole('link', { name: 'bea@example.test' }, T);
    expect(buyer).toHaveAttribute('href', '/admin/user-details/u-b');
    // Raised by the seller: the seller's record.
    expect(within(grid).getByRole('link', { name: 'sam@example.test' })).toHaveAttribute(
      'href',
      '/admin/user-details/u-s',
    );
    await user.click(buyer);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/user-details/u-b'),
    );
  });

  it("copies from the grid's own markup without opening the row, and shows the copy's check", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderEngine('/admin/case', [disputeSchema]);
    const grid = await screen.findByRole('table', {}, T);
    const copy = await within(grid).findByRole('button', { name: 'Copy bea@example.test' }, T);
    // MUI's IconButton classes, styled by the grid: no emotion class of its own.
    expect(copy).toHaveClass('MuiIconButton-root', 'MuiIconButton-sizeSmall');
    expect(copy.className).not.toMatch(/\bcss-/);
    expect(within(grid).getByRole('link', { name: 'bea@example.test' }).className).not.toMatch(
      /\bcss-/,
    );
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('bea@example.test');
    await waitFor(() => expect(copy.querySelector('svg')).toHaveClass('MuiSvgIcon-colorSuccess'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/case$/);
  });

  it('leaves the e-mail unlinked for a role that may not read users, and links it for one that may', async () => {
    const field = disputeSchema.fields[1];
    const personFor = (role: BuiltInRole) => {
      const authProvider: AuthProvider = {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getIdentity: async () => ({
          id: 'me',
          role,
          permissions: [...BUILT_IN_ROLES[role].permissions],
        }),
      };
      return render(
        <MemoryRouter>
          <AdminContext authProvider={authProvider} store={memoryStore()}>
            <RecordContextProvider value={{ id: 'c-1', ...row }}>
              <PersonField field={field} />
            </RecordContextProvider>
          </AdminContext>
        </MemoryRouter>,
      );
    };
    const markets = personFor('markets'); // no users:read: the user's page would refuse it
    expect(await screen.findByText('bea@example.test', {}, T)).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy bea@example.test' })).toBeInTheDocument();
    markets.unmount();
    personFor('support');
    expect(await screen.findByRole('link', { name: 'bea@example.test' }, T)).toHaveAttribute(
      'href',
      '/admin/user-details/u-b',
    );
  });

  it('copies the e-mail with its own button, on the record page too', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderEngine('/admin/case/c-1/show', [disputeSchema]);
    // The seller, and the same seller as "raised by": a button each.
    const copies = await screen.findAllByRole('button', { name: 'Copy sam@example.test' }, T);
    expect(copies).toHaveLength(2);
    await user.click(copies[0]);
    expect(writeText).toHaveBeenCalledWith('sam@example.test');
    expect(screen.getAllByRole('link', { name: 'sam@example.test' })[0]).toHaveAttribute(
      'href',
      '/admin/user-details/u-s',
    );
    // Without an id, the e-mail is text (never a mailto: link), still copyable.
    expect(screen.getByText('olga@example.test').closest('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy olga@example.test' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
