import { useId } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { formatDayMonth } from '../format';
import { visuallyHidden } from '../visuallyHidden';
import { cellOf, linePath, summary } from './seriesDrawing';
import type { ChartPanel } from './figuresPageSchema';

const H = 240;
const PAD = { left: 60, right: 12, top: 12, bottom: 28 };

/** A "nice" upper bound and 4–5 ticks from 0 for a maximum value (no chart library in the stack). */
export function niceTicks(max: number, targetCount = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / targetCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

/**
 * A declared chart of daily values, as an accessible SVG: the image has a text summary, every
 * point a tooltip, and a visually hidden table carries the same data for screen readers. Under a
 * heading that already names it (`headed`), its title is only read, not drawn a second time.
 */
export function SeriesChart<T>({
  chart,
  answer,
  headed = false,
}: {
  chart: ChartPanel<T>;
  answer: T;
  headed?: boolean;
}) {
  const { title, format, formatAxis = format, width: W = 640, emptyText, guide } = chart;
  const dateLabel = chart.dateLabel ?? formatDayMonth;
  const theme = useTheme();
  const id = useId();
  const dates = chart.dates(answer);
  const series = chart.series.map((s) => ({
    label: s.label,
    color: s.color[theme.palette.mode],
    values: s.values(answer),
  }));
  const drawn = series.flatMap((s) => s.values).filter(Number.isFinite);
  const max = Math.max(0, ...drawn, guide?.value ?? 0);
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const n = Math.max(dates.length, 1);
  const slot = (W - PAD.left - PAD.right) / n;
  const barW = Math.max(2, (slot * 0.7) / series.length);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const labelEvery = Math.max(1, Math.ceil(n / 6));
  const axis = { fontSize: '11', fill: theme.palette.text.secondary };

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
          sx={headed ? visuallyHidden : { flexBasis: '100%' }}
        >
          {title}
        </Typography>
        {series.length > 1 || chart.chart === 'line'
          ? series.map((s) => <LegendKey key={s.label} color={s.color} label={s.label} />)
          : null}
      </Box>
      <Box sx={{ position: 'relative' }}>
        {drawn.every((v) => v === 0) ? (
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
          <desc id={`${id}-desc`}>
            {chart.describe ? chart.describe(answer) : summary(series, dates, format)}
          </desc>
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(t)}
                y2={y(t)}
                stroke={theme.palette.divider}
                strokeDasharray={t === 0 ? undefined : '3 4'}
              />
              <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" {...axis}>
                {formatAxis(t)}
              </text>
            </g>
          ))}
          {guide ? (
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(guide.value)}
              y2={y(guide.value)}
              stroke={theme.palette.text.secondary}
              strokeDasharray="6 4"
            >
              <title>{guide.label}</title>
            </line>
          ) : null}
          {dates.map((d, i) =>
            i % labelEvery === 0 || i === n - 1 ? (
              <text key={d} x={x(i)} y={H - 8} textAnchor="middle" {...axis}>
                {dateLabel(d)}
              </text>
            ) : null,
          )}
          {chart.chart === 'bar'
            ? series.map((s, si) =>
                s.values.map((v, i) => (
                  <rect
                    key={`${s.label}-${dates[i]}`}
                    x={x(i) - (barW * series.length) / 2 + si * barW}
                    y={y(v)}
                    width={barW}
                    height={Math.max(0, PAD.top + plotH - y(v))}
                    rx={Math.min(3, barW / 3)}
                    fill={s.color}
                  >
                    <title>{`${dateLabel(dates[i])}: ${format(v)} ${s.label.toLowerCase()}`}</title>
                  </rect>
                )),
              )
            : series.map((s) => (
                <g key={s.label}>
                  <path
                    d={linePath(s.values, x, y)}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={2.25}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                  {s.values.map((v, i) =>
                    Number.isFinite(v) ? (
                      <circle
                        key={dates[i]}
                        cx={x(i)}
                        cy={y(v)}
                        r={3}
                        fill={theme.palette.background.paper}
                        stroke={s.color}
                        strokeWidth={1.75}
                      >
                        <title>{`${dateLabel(dates[i])}: ${s.label} ${format(v)}`}</title>
                      </circle>
                    ) : null,
                  )}
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
                <th scope="row">{chart.dateLabel ? chart.dateLabel(d) : d}</th>
                {series.map((s) => (
                  <td key={s.label}>{cellOf(s.values[i] ?? 0, format)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}

/** A legend's entry: a colour swatch and its label (a dot for a part, a square for a series). */
export function LegendKey({ color, label, dot }: { color: string; label: string; dot?: boolean }) {
  const size = dot ? 8 : 10;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontSize: '0.8rem',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: size, height: size, borderRadius: dot ? '50%' : '3px', bgcolor: color }}
      />
      {label}
    </Box>
  );
}
