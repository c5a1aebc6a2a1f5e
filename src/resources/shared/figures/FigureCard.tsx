import { Link } from 'react-router-dom';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { FigureSchema } from './figuresPageSchema';

const tones = {
  green: { fg: '#16a34a', bg: 'rgba(22,163,74,0.12)' },
  blue: { fg: '#2563eb', bg: 'rgba(37,99,235,0.12)' },
  amber: { fg: '#d97706', bg: 'rgba(217,119,6,0.14)' },
  red: { fg: '#dc2626', bg: 'rgba(220,38,38,0.12)' },
  violet: { fg: '#7c3aed', bg: 'rgba(124,58,237,0.12)' },
  slate: { fg: '#64748b', bg: 'rgba(100,116,139,0.14)' },
};

export type Tone = keyof typeof tones;

interface Props<T> {
  figure: FigureSchema<T>;
  /** The call's answer; none yet while it loads. */
  answer?: T;
  /** The filtered list the figure counts; absent while that screen does not exist. */
  to?: string;
}

/** One declared figure: icon, label, value and caption read from the answer, linking to its list. */
export function FigureCard<T>({ figure, answer, to }: Props<T>) {
  const { fg, bg } = tones[figure.tone];
  const caption = answer && figure.caption?.(answer);
  const body = (
    <Box sx={{ p: 2.25, display: 'flex', gap: 2, alignItems: 'flex-start', height: '100%' }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: fg,
          bgcolor: bg,
          flexShrink: 0,
        }}
      >
        <figure.icon />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          component="h2"
          sx={{ fontSize: '0.85rem', fontWeight: 500 }}
        >
          {figure.label}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: '1.6rem',
            fontWeight: 700,
            lineHeight: 1.25,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {answer ? figure.value(answer) : <Skeleton width="60%" />}
        </Typography>
        {caption ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {caption}
          </Typography>
        ) : null}
      </Box>
      {to ? (
        <ArrowForwardIcon
          fontSize="small"
          sx={{ color: 'text.disabled', alignSelf: 'center' }}
          aria-hidden="true"
        />
      ) : null}
    </Box>
  );
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'border-color .15s',
        '&:hover': to ? { borderColor: fg } : undefined,
      }}
    >
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
