import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCanAccessResources, useDataProvider } from 'react-admin';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ExchangeDataProvider } from '../../../dataProvider';
import { useRouteExists } from '../knownRoutes';
import { LazyAlert } from '../LazyAlert';
import { PageTitle } from '../PageTitle';
import { filteredListPath } from '../routes';
import { Breakdown } from './Breakdown';
import { FigureCard } from './FigureCard';
import type { FiguresPageSchema } from './figuresPageSchema';
import { SeriesChart } from './SeriesChart';

/** The lists a figure or panel needs: none of them open to the role, it is not drawn. */
const listsOf = (item: { list?: string; lists?: string[] }): string[] =>
  item.lists ?? (item.list ? [item.list] : []);

/**
 * A declared figures page (the dashboard): one call, refreshed on a timer and by Refresh; while
 * it loads, skeletons; when it fails, the error with Retry above what it last answered. A figure
 * or panel is drawn only for a role that may open its list, and links only to a screen that exists.
 */
export function FiguresPage<T>({ page }: { page: FiguresPageSchema<T> }) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const { endpoint, queryKey, refreshMs } = page.call;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.call(endpoint, undefined, { signal }),
    refetchInterval: refreshMs,
  });
  const { data, isError } = query;
  const refetch = () => void query.refetch();
  const panels = page.panels.columns.flatMap((column) => column.panels);
  const lists = [...new Set([...page.figures.items, ...panels].flatMap(listsOf))];
  const { canAccess } = useCanAccessResources({ action: 'list', resources: lists });
  const allowed = (of: string[]) =>
    !canAccess || !of.length || of.some((list) => canAccess[list] !== false);
  const exists = useRouteExists();
  const linkOf = (list: string, filter?: object) =>
    exists(list) ? filteredListPath(list, filter) : undefined;
  const columns = page.panels.columns
    .map((column) => ({ ...column, panels: column.panels.filter((p) => allowed(listsOf(p))) }))
    .filter((column) => column.panels.length);
  // A lone column's panels sit side by side.
  const lone = columns.length === 1;

  return (
    <Box sx={{ maxWidth: 1400, width: '100%', mx: 'auto' }}>
      <PageTitle title={page.title} />
      {/* Boxes, not Stacks: MUI's Stack (~1 kB gzip) would load with the dashboard for this alone. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: 2.5,
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {page.title}
          </Typography>
          <Typography color="text.secondary">{page.subtitle()}</Typography>
        </Box>
        <Button
          startIcon={<RefreshIcon />}
          onClick={refetch}
          disabled={query.isFetching}
          variant="outlined"
          size="small"
        >
          {query.isFetching && !query.isLoading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </Box>

      {isError ? (
        <LazyAlert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={refetch}>
              Retry
            </Button>
          }
        >
          {query.error instanceof Error ? query.error.message : endpoint.errorMessage}
        </LazyAlert>
      ) : null}

      {!isError || data ? (
        <>
          <GridSection
            label={page.figures.label}
            columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
            mb={2}
          >
            {page.figures.items
              .filter((figure) => allowed(listsOf(figure)))
              .map((figure) => (
                <FigureCard
                  key={figure.label}
                  figure={figure}
                  answer={data}
                  to={linkOf(figure.list, figure.filter?.())}
                />
              ))}
          </GridSection>
          <GridSection
            label={page.panels.label}
            columns={{
              xs: '1fr',
              lg: lone
                ? `repeat(${columns[0].panels.length}, 1fr)`
                : columns.map((column) => column.width).join(' '),
            }}
            alignItems="start"
          >
            {columns.map((column, index) => (
              <Box
                key={index}
                sx={{ display: lone ? 'contents' : 'flex', flexDirection: 'column', gap: 2 }}
              >
                {column.panels.map((panel) =>
                  // A breakdown waits for its figures; a chart shows a grey block of its height.
                  data || panel.kind === 'chart' ? (
                    <Card key={panel.title}>
                      <CardContent>
                        {!data ? (
                          <Box
                            sx={{ height: 220, borderRadius: 2, bgcolor: 'action.hover' }}
                            aria-hidden="true"
                          />
                        ) : panel.kind === 'chart' ? (
                          <SeriesChart chart={panel} answer={data} />
                        ) : (
                          <Breakdown panel={panel} answer={data} linkOf={linkOf} />
                        )}
                      </CardContent>
                    </Card>
                  ) : null,
                )}
              </Box>
            ))}
          </GridSection>
        </>
      ) : null}
    </Box>
  );
}

/** A labelled section laying its cards out in a grid of the given columns. */
function GridSection({
  label,
  columns,
  children,
  ...style
}: {
  label: string;
  columns: Record<string, string>;
  children: ReactNode;
  mb?: number;
  alignItems?: 'start';
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, ...style }}
    >
      {children}
    </Box>
  );
}
