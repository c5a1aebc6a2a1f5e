import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SectionCard, type FieldGroup } from '../../../src/resources/shared/sections';
import { renderInAdmin } from './renderEngine';

/** A section whose way on depends on the record: set it up while off, manage it while on. */
const group: FieldGroup = {
  label: 'Alarm',
  fields: [{ source: 'state', label: 'State', type: 'text', views: ['show'] }],
  link: ({ state }) =>
    state === 'on'
      ? { note: 'The alarm is armed.', label: 'Manage alarm', to: '/admin/alarm' }
      : { note: 'Arm it at night.', label: 'Arm alarm', to: '/admin/alarm', primary: true },
};

const renderCard = (state: string) =>
  renderInAdmin(
    <RecordContextProvider value={{ id: 1, state }}>
      <SectionCard group={group} />
    </RecordContextProvider>,
  );

describe('SectionCard: a declared link below the fields, read from the record', () => {
  it('shows the note and the link the record calls for, the main call to action filled', () => {
    renderCard('off');
    const card = screen.getByRole('region', { name: 'Alarm' });
    expect(within(card).getByText('Arm it at night.')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Arm alarm' });
    expect(link).toHaveAttribute('href', '/admin/alarm');
    expect(link).toHaveClass('MuiButton-contained');
  });

  it('changes with the record', () => {
    renderCard('on');
    const link = screen.getByRole('link', { name: 'Manage alarm' });
    expect(link).toHaveClass('MuiButton-outlined');
    expect(screen.getByText('The alarm is armed.')).toBeInTheDocument();
  });
});
