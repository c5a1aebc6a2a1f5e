import type { ComponentType } from 'react';
import type { CallEndpoint } from '../../../dataProvider';
import type { Tone } from './FigureCard';

/**
 * One figure's card: what it reads from the answer, and the list under /admin it counts (a
 * resource's name, `support/Support`) with the filter its link sets, built when the link is drawn
 * (a date filter reads the clock then). A role that cannot open the list does not see the figure.
 */
export interface FigureSchema<T> {
  list: string;
  filter?: () => Record<string, unknown>;
  label: string;
  value: (answer: T) => string;
  caption?: (answer: T) => string;
  icon: ComponentType;
  tone: Tone;
}

/** Daily values from the answer, drawn as bars or lines, with a text summary and a data table. */
export interface ChartPanel<T> {
  kind: 'chart';
  title: string;
  chart: 'bar' | 'line';
  /** One day per point, 'YYYY-MM-DD' (or any unique text `dateLabel` reads, e.g. an instant). */
  dates: (answer: T) => string[];
  /** How a point's date is written (default: a 'YYYY-MM-DD' day as '4 Mar'). */
  dateLabel?: (date: string) => string;
  /**
   * A colour for each theme: lighter lines on the dark background. A value that is not a finite
   * number is no point: the line breaks there.
   */
  series: {
    label: string;
    color: { light: string; dark: string };
    values: (answer: T) => number[];
  }[];
  /** A dashed level across the plot (full coverage at 100 %), always within the axis. */
  guide?: { value: number; label: string };
  /** The chart's text alternative (default: each series' total and its highest day). */
  describe?: (answer: T) => string;
  format: (value: number) => string;
  /** Shorter numbers for the axis (default: `format`). */
  formatAxis?: (value: number) => string;
  /** Drawing width in SVG units: about the card's width in pixels keeps the labels readable. */
  width?: number;
  /** Shown over the plot when every value is zero. */
  emptyText: string;
  /** Shown only to a role that may open one of these lists (default: every role). */
  lists?: string[];
}

/** Parts of one whole as a stacked bar; each part links to the list filtered to it. */
export interface BreakdownPanel<T> {
  kind: 'breakdown';
  title: string;
  list: string;
  parts: { label: string; color: string; value: (answer: T) => number; filter: object }[];
}

export type Panel<T> = ChartPanel<T> | BreakdownPanel<T>;

/**
 * A page of figures read from one call: a heading with Refresh, the figures' cards (each linking
 * to its filtered list), then panels in columns. A column whose panels are all hidden from the
 * role goes, and a lone column's panels sit side by side.
 */
export interface FiguresPageSchema<T> {
  title: string;
  subtitle: () => string;
  call: { endpoint: CallEndpoint<void, T>; queryKey: readonly unknown[]; refreshMs: number };
  figures: { label: string; items: FigureSchema<T>[] };
  panels: { label: string; columns: { width: string; panels: Panel<T>[] }[] };
}
