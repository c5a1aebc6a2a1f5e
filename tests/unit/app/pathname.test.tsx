import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePathname } from '../../../src/custom/routing/router';

describe('usePathname (what App picks its screen by)', () => {
  it('renders again for a new path, not for a list writing its parameters into the search', () => {
    let renders = 0;
    function Screen() {
      renders += 1;
      return <output>{usePathname()}</output>;
    }
    window.history.replaceState(null, '', '/admin/withdraw');
    render(<Screen />);
    expect(renders).toBe(1);

    // A grid's sort or search: the URL's search changes, the screen stays.
    act(() => window.history.replaceState(window.history.state, '', '/admin/withdraw?page=2'));
    act(() => window.history.replaceState(window.history.state, '', '/admin/withdraw?sort=amount'));
    expect(renders).toBe(1);

    // Another screen.
    act(() => window.history.pushState(null, '', '/admin/user'));
    expect(renders).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('/admin/user');
  });
});
