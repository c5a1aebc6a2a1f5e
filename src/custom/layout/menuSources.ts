import { schemas } from '../../resources/registry';
import { adminPages } from '../registry';
import { buildMenu, type MenuModel } from './menuModel';
import { ruleForCall } from '../../authProvider/access';

/** The sidebar of this build: every registered resource and admin page that has a menu entry. */
export const appMenu: MenuModel = buildMenu([
  ...schemas.map((schema) => ({
    path: schema.name,
    menu: schema.menu,
    rule:
      typeof schema.list.path === 'string'
        ? ruleForCall(schema.list.method, schema.list.path)
        : undefined,
  })),
  ...adminPages.map((page) => ({ path: page.path, menu: page.menu, rule: page.permission })),
]);
