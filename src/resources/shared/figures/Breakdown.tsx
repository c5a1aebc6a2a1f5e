import { Link } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { formatCount } from '../format';
import type { BreakdownPanel } from './figuresPageSchema';
import { LegendKey } from './SeriesChart';

/** A plain link with an underline on hover: MUI's Link would add ~1.3 kB gzip to the first load. */
const LegendLink = styled(Link)({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

interface Props<T> {
  panel: BreakdownPanel<T>;
  answer: T;
  /** Where the filtered list is, if that screen exists. */
  linkOf: (list: string, filter: object) => string | undefined;
}

/** A declared whole by parts: one stacked bar, and each part's count linking to its list. */
export function Breakdown<T>({ panel, answer, linkOf }: Props<T>) {
  const parts = panel.parts.map((part) => ({ ...part, count: part.value(answer) }));
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  return (
    <>
      <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
        {panel.title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          height: 10,
          borderRadius: 99,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          mb: 1.5,
        }}
        aria-hidden="true"
      >
        {parts.map((p) => (
          <Box
            key={p.label}
            sx={{ width: total ? `${(p.count / total) * 100}%` : 0, bgcolor: p.color }}
          />
        ))}
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${parts.length}, 1fr)`,
          gap: 1,
        }}
      >
        {parts.map((p) => {
          const to = linkOf(panel.list, p.filter);
          const text = (
            <>
              <LegendKey color={p.color} label={p.label} dot />
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 700, fontSize: '1.15rem' }}
              >
                {formatCount(p.count)}
              </Typography>
            </>
          );
          return <li key={p.label}>{to ? <LegendLink to={to}>{text}</LegendLink> : text}</li>;
        })}
      </Box>
    </>
  );
}
