import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import type { MenuEntry, MenuGroup } from '../../resources/types';
import type { RouteRule } from '../../contracts/routePermissions';
import type { ListQueue } from '../../contracts/resources/types';

/**
 * The sidebar as data. Entries come from the registries (a
 * resource's `menu`, an admin page's `menu`), so a screen that does not exist yet is simply not
 * listed, and a new one lands in its group by itself.
 */

/** The one ordered table of sidebar groups. */
export const MENU_GROUPS: readonly MenuGroup[] = ['Staking', 'Trading', 'P2P', 'Admin', 'Support'];

/**
 * The product's order of sidebar entries (paths under /admin). Entries it does not list follow,
 * by their own `order`. Keeps the sidebar in this order whatever `order` numbers screens pick.
 */
export const SPEC_ENTRY_ORDER: readonly string[] = `
  dashboard user coin-list tradepairs kyc passbook_history withdraw affiliate deposit
  stake/list stake/order stake/settle trade/buy trade/sell trade/pending-order
  p2p/pairs p2p/p2p-buy p2p/p2p-sell p2p/raise-dispute wallet
  support/support-category support/Support`
  .trim()
  .split(/\s+/);

/** Something the registries can put in the sidebar: a route under /admin and its entry. */
export interface MenuSource {
  /** Path under /admin, e.g. 'user' or 'stake/list'. */
  path: string;
  menu?: MenuEntry;
  /** What the screen's first call needs (absent: any admin); the sidebar hides what is refused. */
  rule?: RouteRule;
  /** A resource's queue view: an entry of its own, right under the resource's. */
  queue?: ListQueue;
}

export interface MenuItem {
  /** Absolute path, e.g. '/admin/user'. */
  to: string;
  /** Path under /admin. */
  path: string;
  label: string;
  icon: ComponentType;
  group?: MenuGroup;
  rule?: RouteRule;
  /** A queue entry: the resource whose records it counts, and the view it opens. */
  queue?: ListQueue & { resource: string };
}

export interface MenuModel {
  top: MenuItem[];
  groups: { name: MenuGroup; items: MenuItem[] }[];
}

const rank = (source: MenuSource & { menu: MenuEntry }): number => {
  const specIndex = SPEC_ENTRY_ORDER.indexOf(source.path);
  return specIndex >= 0 ? specIndex : SPEC_ENTRY_ORDER.length + source.menu.order;
};

export function buildMenu(sources: MenuSource[]): MenuModel {
  const seen = new Set<string>();
  const entries = sources
    .filter((source): source is MenuSource & { menu: MenuEntry } => {
      if (!source.menu || seen.has(source.path)) return false;
      seen.add(source.path);
      return true;
    })
    .sort((a, b) => rank(a) - rank(b));
  return grouped(
    entries.flatMap(({ path, menu, rule, queue }) => {
      const item: MenuItem = {
        to: `${paths.admin}/${path}`,
        path,
        label: menu.label,
        icon: menu.icon,
        group: menu.group,
        rule,
      };
      if (!queue) return [item];
      const view = { ...item, to: `${item.to}?${queueSearch(queue)}`, label: queue.label };
      return [item, { ...view, queue: { ...queue, resource: path } }];
    }),
  );
}

/** A queue's view in the list's URL format (react-admin's, as the grid reads it). */
export const queueSearch = ({ filter, sort }: ListQueue) =>
  new URLSearchParams({
    filter: JSON.stringify(filter),
    order: sort.order,
    page: '1',
    sort: sort.field,
  }).toString();

/** Items in order: the top-level ones, then each group that has some, in the table's order. */
const grouped = (items: MenuItem[]): MenuModel => ({
  top: items.filter((item) => !item.group),
  groups: MENU_GROUPS.map((name) => ({
    name,
    items: items.filter((item) => item.group === name),
  })).filter((group) => group.items.length > 0),
});

/** True when `pathname` is the item's route or a route below it (/admin/stake/list/123). */
export function isUnder(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Spec route sections with no sidebar entry of their own, and the section whose group they belong
 * to: the admin's staking tools (staket/*) sit with the Staking entries (stake/*).
 */
const SECTION_ALIASES: Readonly<Record<string, string>> = { staket: 'stake' };

const sectionOf = (path: string): string => {
  const first = path.replace(/^\/admin\//, '').split('/')[0];
  return SECTION_ALIASES[first] ?? first;
};

/**
 * The group whose entry contains the current path: that group opens by itself. A page without an
 * entry (a ticket's reply thread, a dispute, staket/*) opens the group of its route section.
 */
export function groupForPath(model: MenuModel, pathname: string): MenuGroup | undefined {
  const byEntry = model.groups.find((group) =>
    group.items.some((item) => isUnder(pathname, item.to)),
  );
  if (byEntry) return byEntry.name;
  const section = sectionOf(pathname);
  return model.groups.find((group) => group.items.some((item) => sectionOf(item.to) === section))
    ?.name;
}

/** The sidebar an admin sees: only the entries whose screen their permissions let them open. */
export function menuFor(
  model: MenuModel,
  allowed: (rule: RouteRule | undefined) => boolean,
): MenuModel {
  return grouped(menuItems(model).filter((item) => allowed(item.rule)));
}

/** Every entry, top entries first, then each group's in order. */
const menuItems = (model: MenuModel): MenuItem[] => [
  ...model.top,
  ...model.groups.flatMap((group) => group.items),
];

/** Every entry's path, in menu order. */
export const menuPaths = (model: MenuModel): string[] => menuItems(model).map((item) => item.path);
