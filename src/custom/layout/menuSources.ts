import { resourceCatalog } from '../../resources/catalog';
import { adminPages } from '../registry';
import { buildMenu, type MenuModel } from './menuModel';
import { ruleForCall } from '../../authProvider/access';

/**
 * The sidebar of this build: every registered resource (from the catalog: no schema loads for it)
 * and admin page that has a menu entry.
 */
export const appMenu: MenuModel = buildMenu([
  ...resourceCatalog.map(({ name, menu, listCall, queue }) => ({
    path: name,
    menu,
    queue,
    rule: listCall ? ruleForCall(listCall.method, listCall.path) : undefined,
  })),
  ...adminPages.map((page) => ({ path: page.path, menu: page.menu, rule: page.permission })),
]);
