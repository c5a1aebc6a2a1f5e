import { useMemo, type FC } from 'react';
import {
  ListPaginationContext,
  Pagination,
  PaginationActions,
  type PaginationActionsProps,
  useListContext,
  useListPaginationContext,
  type PaginationProps,
} from 'react-admin';
import type { ServerPagingMeta } from '../../dataProvider/serverList';
import { pagingTexts } from '../../messages/catalogue';
import { formatCount } from './format';

/**
 * react-admin's pagination, honest about a server-paged list's bounds: past the server's count
 * cap it reads "1–25 of more than 10,000" (or "of many" when the server stopped counting), and the page buttons stop where the server's pages
 * stop (`pageableRows`), so no button leads to a page the server refuses.
 */
export function BoundedPagination({
  label: navLabel,
  ...props
}: PaginationProps & { label?: string }) {
  const pagination = useListPaginationContext();
  // A page with several lists names each one's page buttons, so each landmark is told apart.
  if (navLabel && pagination.total != null)
    props = { ...props, actions: labelledActions(navLabel) };
  const { meta } = useListContext();
  const bound = boundOf(meta, pagination.total);

  const bounded = useMemo(
    () =>
      bound && {
        ...pagination,
        total: bound.pageableRows,
        hasNextPage: pagination.page * pagination.perPage < bound.pageableRows,
      },
    [bound, pagination],
  );

  if (!bound || !bounded) return <Pagination {...props} />;
  const total = formatCount(pagination.total ?? 0);
  const rowsLabel = ({ from, to }: { from: number; to: number }) =>
    bound.totalUnknown
      ? pagingTexts.ofMany(formatCount(from), formatCount(to))
      : bound.totalCapped
        ? pagingTexts.moreThan(formatCount(from), formatCount(to), total)
        : pagingTexts.firstRowsOnly(
            formatCount(from),
            formatCount(to),
            total,
            formatCount(bound.pageableRows),
          );
  // Pagination's props type leaves labelDisplayedRows out, but it hands its other props to MUI's
  // TablePagination after its own, so this label wins.
  const labelled = { labelDisplayedRows: rowsLabel } as Partial<PaginationProps>;
  return (
    <ListPaginationContext.Provider value={bounded}>
      <Pagination {...props} {...labelled} />
    </ListPaginationContext.Provider>
  );
}

const actionsByLabel = new Map<string, FC<PaginationActionsProps>>();

/** react-admin's page buttons in a `nav` named `label` (one component per label, kept stable). */
function labelledActions(label: string): FC<PaginationActionsProps> {
  let actions = actionsByLabel.get(label);
  if (!actions) {
    actions = (props) => <PaginationActions {...props} aria-label={label} />;
    actionsByLabel.set(label, actions);
  }
  return actions;
}

/** The bound of a server page that the plain pagination would get wrong, else null. */
export function boundOf(meta: unknown, total: number | undefined): ServerPagingMeta | null {
  const paging = meta as Partial<ServerPagingMeta> | undefined;
  if (!paging || typeof paging.pageableRows !== 'number' || total === undefined) return null;
  if (!paging.totalCapped && paging.pageableRows >= total) return null;
  return {
    totalCapped: paging.totalCapped === true,
    pageableRows: paging.pageableRows,
    totalUnknown: paging.totalUnknown === true,
  };
}
