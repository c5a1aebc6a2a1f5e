import { createElement } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import type { ListCardSchema, ResourceSchema } from '../types';
import { schemaNamed } from './schemaIndex';
import { SchemaDataTable } from './SchemaDataTable';
import { ErrorState } from './ErrorState';
import { LoadingRows } from './LoadingRows';
import { shouldRetry } from '../../dataProvider/queryClient';

const PER_PAGE = 50;
// The app's retry policy (react-admin's lists never retry), and no toast: the card says it.
const QUERY_OPTIONS = { retry: shouldRetry, onError: () => undefined };

/**
 * A resource's list as a card of another page, from its schema's `card` (the profile's active
 * sessions): heading, intro, then the grid with its row actions, or its loading, error (with
 * Retry) and empty states. The list is the server's, sorted by the schema's default sort.
 */
export function ListCard({ resource }: { resource: string }) {
  const schema = schemaNamed(resource);
  const card = schema?.card;
  if (!schema || !card) return null;
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
          {card.icon ? createElement(card.icon, { color: 'primary', 'aria-hidden': true }) : null}
          <Typography variant="subtitle1" component="h2" fontWeight={600}>
            {card.title}
          </Typography>
        </Box>
        {card.intro ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {card.intro}
          </Typography>
        ) : null}
        <ListBase
          resource={resource}
          perPage={card.perPage ?? PER_PAGE}
          sort={schema.defaultSort}
          disableSyncWithLocation
          storeKey={false}
          queryOptions={QUERY_OPTIONS}
        >
          <CardBody schema={schema} card={card} />
        </ListBase>
      </CardContent>
    </Card>
  );
}

function CardBody({ schema, card }: { schema: ResourceSchema; card: ListCardSchema }) {
  const { isPending, error, refetch, data } = useListContext();
  if (error)
    return (
      <ErrorState
        title={`Could not load the ${card.title.toLowerCase()}`}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (isPending) return <LoadingRows label={`Loading ${card.title.toLowerCase()}`} />;
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {card.empty}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <SchemaDataTable schema={schema} label={card.title} rowClick={false} />
    </Box>
  );
}
