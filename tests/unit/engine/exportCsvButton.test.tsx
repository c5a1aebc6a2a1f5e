import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  ListContextProvider,
  Notification,
  memoryStore,
  type ListControllerResult,
} from 'react-admin';
import { i18nProvider } from '../../../src/messages/i18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from '../../../src/resources/shared/ExportCsvButton';

const RUNNING = 'An export is already running: try again when it finishes';

describe('Export while another export of the admin runs', () => {
  it("shows the server's refusal and leaves the button usable", async () => {
    const getCsv = vi.fn().mockRejectedValue(new HttpError(RUNNING, 429, { success: false }));
    const list = {
      resource: 'passbook',
      filter: {},
      filterValues: {},
      sort: { field: 'createdAt', order: 'DESC' },
      total: 10,
    } as unknown as ListControllerResult;
    render(
      <AdminContext
        dataProvider={{ getCsv } as never}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <ListContextProvider value={list}>
          <ExportCsvButton />
        </ListContextProvider>
        <Notification />
      </AdminContext>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    expect(await screen.findByText(RUNNING)).toBeInTheDocument();
    expect(getCsv).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
  });
});
