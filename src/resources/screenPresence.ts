import type { ResourceDefinition } from './shared/definition';
import type { ResolvedScreens } from './shared/screens';
import { hasRecordPage } from './shared/routes';

type ScreenName = keyof ResolvedScreens;

/**
 * Which screens a resource has, decided from its declaration alone (no screen code loaded): the
 * catalog generator (tests/unit/app/resourceCatalog.test.ts) records it, so AdminApp can declare every <Resource> route up front. Mirrors
 * resolveScreens in shared/screens.tsx; tests/unit/app/lazyScreens.test.tsx keeps the two in step.
 */
export function screenPresence(definition: ResourceDefinition): Record<ScreenName, boolean> {
  const { schema } = definition;
  const show = Boolean(definition.show) || hasRecordPage(schema);
  if (schema.form === 'dialog') return { list: true, show, edit: false, create: false };
  const declares = (view: 'edit' | 'create') =>
    schema.fields.some((field) => field.views.includes(view));
  const present = (override: unknown, hasEndpoint: boolean, view: 'edit' | 'create') =>
    override === false ? false : Boolean(override) || (hasEndpoint && declares(view));
  return {
    list: true,
    show,
    edit: present(definition.edit, Boolean(schema.update), 'edit'),
    create: present(definition.create, Boolean(schema.create), 'create'),
  };
}
