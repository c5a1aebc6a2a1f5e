import { useId } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { formatDayMonth } from '../../../resources/shared/format';
import { niceTicks } from './chartScale';
import { LegendKey } from './LegendKey';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

interface Props {
  title: string;
  /** One label per point, 'YYYY-MM-DD'. */
  dates: string[];
  series: ChartSeries[];
  kind: 'bar' | 'line';
  format: (value: number) => string;
  /** Shorter numbers for the axis. */
  formatAxis?: (value: number) => string;
  /** Drawing width in SVG units: about the card's width in pixels keeps the labels readable. */
  width?: number;
  /** Shown over the plot when every value is zero. */
  emptyText?: string;
}

const H = 240;
const PAD = { left: 60, right: 12, top: 12, bottom: 28 };

/**
 * A simple, accessible SVG chart of daily values: the image has a text summary, every point a
 * tooltip, and a visually hidden table carries the same data for screen readers.
 */
export function SeriesChart({
  title,
  dates,
  series,
  kind,
  format,
  formatAxis = format,
  width: W = 640,
  emptyText,
}: Props) {
  const theme = useTheme();
  const id = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const n = Math.max(dates.length, 1);
  const slot = plotW / n;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const labelEvery = Math.max(1, Math.ceil(n / 6));
  const grid = theme.palette.divider;
  const muted = theme.palette.text.secondary;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="figcaption"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          mb: 1,
        }}
      >
        <Typography
          variant="subtitle1"
          component="span"
          fontWeight={600}
          id={`${id}-title`}
          sx={{ flexBasis: '100%' }}
        >
          {title}
        </Typography>
        {series.length > 1 || kind === 'line'
          ? series.map((s) => <LegendKey key={s.label} color={s.color} label={s.label} />)
          : null}
      </Box>
      <Box sx={{ position: 'relative' }}>
        {max === 0 && emptyText ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
            }}
          >
            {emptyText}
          </Typography>
        ) : null}
        <Box
          component="svg"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
        >
          <desc id={`${id}-desc`}>{summary(series, dates, format)}</desc>
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(t)}
                y2={y(t)}
                stroke={grid}
                strokeDasharray={t === 0 ? undefined : '3 4'}
              />
              <text
                x={PAD.left - 8}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                fontSize="11"
                fill={muted}
              >
                {formatAxis(t)}
              </text>
            </g>
          ))}
          {dates.map((d, i) =>
            i % labelEvery === 0 || i === n - 1 ? (
              <text key={d} x={x(i)} y={H - 8} textAnchor="middle" fontSize="11" fill={muted}>
                {formatDayMonth(d)}
              </text>
            ) : null,
          )}
          {kind === 'bar'
            ? series.map((s, si) => {
                const barW = Math.max(2, (slot * 0.7) / series.length);
                return s.values.map((v, i) => (
                  <rect
                    key={`${s.label}-${dates[i]}`}
                    x={x(i) - (barW * series.length) / 2 + si * barW}
                    y={y(v)}
                    width={barW}
                    height={Math.max(0, PAD.top + plotH - y(v))}
                    rx={Math.min(3, barW / 3)}
                    fill={s.color}
                  >
                    <title>{`${formatDayMonth(dates[i])}: ${format(v)} ${s.label.toLowerCase()}`}</title>
                  </rect>
                ));
              })
            : series.map((s) => (
                <g key={s.label}>
                  <path
                    d={s.values
                      .map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`)
                      .join(' ')}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={2.25}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                  {s.values.map((v, i) => (
                    <circle
                      key={dates[i]}
                      cx={x(i)}
                      cy={y(v)}
                      r={3}
                      fill={theme.palette.background.paper}
                      stroke={s.color}
                      strokeWidth={1.75}
                    >
                      <title>{`${formatDayMonth(dates[i])}: ${s.label} ${format(v)}`}</title>
                    </circle>
                  ))}
                </g>
              ))}
        </Box>
      </Box>
      {/* A table cannot be shrunk to 1px itself: its wrapper is. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((d, i) => (
              <tr key={d}>
                <th scope="row">{d}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}

function summary(series: ChartSeries[], dates: string[], format: (v: number) => string): string {
  if (dates.length === 0) return 'No data for this period.';
  const range = `${formatDayMonth(dates[0])} to ${formatDayMonth(dates[dates.length - 1])}`;
  return series
    .map((s) => {
      const total = s.values.reduce((a, b) => a + b, 0);
      const peak = Math.max(...s.values);
      const peakDay = dates[s.values.indexOf(peak)];
      return `${s.label}, ${range}: total ${format(total)}, highest ${format(peak)} on ${formatDayMonth(peakDay)}.`;
    })
    .join(' ');
}
