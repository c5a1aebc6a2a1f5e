import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DetailHeader } from '../../../src/resources/shared/DetailHeader';

const renderHeader = (props: Partial<Parameters<typeof DetailHeader>[0]> = {}) =>
  render(
    <MemoryRouter>
      <DetailHeader backTo="/admin/wallet" backLabel="Back to wallets" title="Bitcoin" {...props} />
    </MemoryRouter>,
  );

describe('DetailHeader', () => {
  it("is the page's h1 with a link back, by default", () => {
    renderHeader({ subtitle: 'BTC', actions: <button type="button">Edit</button> });
    expect(screen.getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to wallets' })).toHaveAttribute(
      'href',
      '/admin/wallet',
    );
    expect(screen.getByText('BTC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('is an h2 under a screen that has its own h1, with an icon before the title', () => {
    renderHeader({ level: 'h2', icon: <span data-testid="logo" aria-hidden /> });
    expect(screen.getByRole('heading', { level: 2, name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByTestId('logo')).toBeInTheDocument();
  });
});
