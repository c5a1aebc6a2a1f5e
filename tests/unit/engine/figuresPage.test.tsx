import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { describe, expect, it, vi } from 'vitest';
import { figures, renderFigures } from './renderFigures';
import { FiguresPage } from '../../../src/resources/shared/figures/FiguresPage';
import type { FiguresPageSchema } from '../../../src/resources/shared/figures/figuresPageSchema';
import { niceTicks } from '../../../src/resources/shared/figures/SeriesChart';

vi.setConfig({ testTimeout: 30_000 });

interface Answer {
  open: number;
  paid: string;
  days: { date: string; paid: number; joined: number }[];
  reviews: { waiting: number; done: number };
}

const ANSWER: Answer = {
  open: 1234,
  paid: '$50.00',
  days: [
    { date: '2026-11-01', paid: 10, joined: 0 },
    { date: '2026-11-02', paid: 30, joined: 0 },
  ],
  reviews: { waiting: 1, done: 3 },
};

const ENDPOINT = { method: 'GET', path: '/admin/overview', errorMessage: 'Get Overview failed!' };

/** A page of every kind of piece: figures (one per list), a chart per column, a breakdown. */
const PAGE: FiguresPageSchema<Answer> = {
  title: 'Overview',
  subtitle: () => 'Friday · what needs attention',
  call: { endpoint: ENDPOINT as never, queryKey: ['test', 'overview'], refreshMs: 60_000 },
  figures: {
    label: "Today's figures",
    items: [
      {
        label: 'Open tickets',
        value: (a) => a.open.toLocaleString('en-US'),
        caption: () => 'Support queue',
        icon: InboxOutlinedIcon,
        tone: 'blue',
        list: 'support/Support',
        filter: () => ({ status: 'open' }),
      },
      {
        label: 'Paid out',
        value: (a) => a.paid,
        icon: InboxOutlinedIcon,
        tone: 'green',
        list: 'withdraw',
      },
      {
        label: 'Elsewhere',
        value: () => '7',
        icon: InboxOutlinedIcon,
        tone: 'slate',
        list: 'nowhere',
      },
    ],
  },
  panels: {
    label: 'Last days',
    columns: [
      {
        width: '3fr',
        panels: [
          {
            kind: 'chart',
            title: 'Paid out, by day',
            chart: 'line',
            dates: (a) => a.days.map((d) => d.date),
            series: [
              {
                label: 'Paid',
                color: { light: '#000', dark: '#fff' },
                values: (a) => a.days.map((d) => d.paid),
              },
            ],
            format: (v) => `$${v}`,
            emptyText: 'Nothing paid.',
            lists: ['withdraw'],
          },
        ],
      },
      {
        width: '2fr',
        panels: [
          {
            kind: 'chart',
            title: 'Sign-ups, by day',
            chart: 'bar',
            dates: (a) => a.days.map((d) => d.date),
            series: [
              {
                label: 'Sign-ups',
                color: { light: '#111', dark: '#eee' },
                values: (a) => a.days.map((d) => d.joined),
              },
            ],
            format: String,
            emptyText: 'No sign-ups.',
          },
          {
            kind: 'breakdown',
            title: 'Reviews',
            list: 'kyc',
            parts: [
              {
                label: 'Waiting',
                color: '#d97706',
                value: (a) => a.reviews.waiting,
                filter: { status: 'pending' },
              },
              {
                label: 'Done',
                color: '#16a34a',
                value: (a) => a.reviews.done,
                filter: { status: 'approved' },
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('FiguresPage: a declared page of figures read from one call', () => {
  it('reads the call once and shows each figure, linking to its filtered list where that exists', async () => {
    const call = renderFigures(<FiguresPage page={PAGE} />, () => Promise.resolve(ANSWER));
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Friday · what needs attention')).toBeInTheDocument();
    await screen.findByText('1,234');
    const tickets = figures().getByRole('link', { name: /Open tickets/ });
    expect(tickets).toHaveTextContent('Open tickets1,234Support queue');
    expect(tickets).toHaveAttribute(
      'href',
      `/admin/support/Support?filter=${encodeURIComponent('{"status":"open"}')}`,
    );
    expect(figures().getByRole('link', { name: /Paid out/ })).toHaveAttribute(
      'href',
      '/admin/withdraw',
    );
    // No screen serves 'nowhere': the figure shows, and leads nowhere.
    expect(figures().getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(figures().queryByRole('link', { name: /Elsewhere/ })).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(ENDPOINT, undefined, expect.anything());
  });

  it('hides the figures and panels of lists the role cannot open', async () => {
    renderFigures(<FiguresPage page={PAGE} />, () => Promise.resolve(ANSWER), ['withdraw']);
    await figures().findByRole('link', { name: /Open tickets/ });
    await waitFor(() => expect(screen.queryByText('Paid out')).toBeNull());
    expect(screen.queryByText('Paid out, by day')).toBeNull();
    const panels = screen.getByRole('region', { name: 'Last days' });
    expect(within(panels).getByRole('img', { name: /Sign-ups, by day/ })).toBeInTheDocument();
    expect(within(panels).getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('draws each chart as an image with a summary, and its data as a table', async () => {
    renderFigures(<FiguresPage page={PAGE} />, () => Promise.resolve(ANSWER));
    const chart = await screen.findByRole('img', { name: /^Paid out, by day/ });
    expect(chart).toHaveAccessibleName(
      'Paid out, by day Paid, 1 Nov to 2 Nov: total $40, highest $30 on 2 Nov.',
    );
    const table = screen.getByRole('table', { name: 'Paid out, by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DatePaid', '2026-11-01$10', '2026-11-02$30']);
    // Every value zero: the chart says so over its plot.
    expect(screen.getByText('No sign-ups.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing paid.')).toBeNull();
  });

  it('shows a breakdown whose parts link to the list filtered to them', async () => {
    renderFigures(<FiguresPage page={PAGE} />, () => Promise.resolve(ANSWER));
    const waiting = await screen.findByRole('link', { name: /Waiting/ });
    expect(waiting).toHaveTextContent('Waiting1');
    expect(waiting).toHaveAttribute(
      'href',
      `/admin/kyc?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );
    expect(screen.getByRole('link', { name: /Done/ })).toHaveTextContent('Done3');
  });

  it('says what failed with Retry, and Refresh asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const call = renderFigures(<FiguresPage page={PAGE} />, () =>
      fail ? Promise.reject(new HttpError('Get Overview failed!', 500)) : Promise.resolve(ANSWER),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Get Overview failed!');
    expect(screen.queryByRole('region', { name: "Today's figures" })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await figures().findByRole('link', { name: /Open tickets/ });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
  });

  it('scales an axis to a round top with 4 or 5 ticks from 0', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(237_000)).toEqual([0, 100_000, 200_000, 300_000]);
  });
});
