import type { ResourceDefinition } from '../shared/definition';
import { lazyScreen } from '../lazyScreen';
import { supportCategorySchema } from './categories';
import { supportTicketsSchema } from './tickets';

/** Support (sidebar group, spec order): categories (create/edit in a dialog), then tickets. */
export const supportCategory: ResourceDefinition = { schema: supportCategorySchema };
/** A ticket's detail is the reply page (a custom flow), on /admin/support/reply/:id. */
export const supportTickets: ResourceDefinition = {
  schema: supportTicketsSchema,
  show: lazyScreen(() => import('../../custom/support/TicketReply').then((m) => m.TicketReply)),
  edit: false,
};
