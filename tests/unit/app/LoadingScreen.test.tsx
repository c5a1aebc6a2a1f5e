import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../../../src/custom/LoadingScreen';

describe('LoadingScreen', () => {
  it('is an accessible status with four squares', () => {
    const { container } = render(<LoadingScreen />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container.querySelectorAll('.loading-screen__square')).toHaveLength(4);
  });
});
