import { createElement, type ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from './shared/definition';
import type { ResolvedScreens } from './shared/screens';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { loadEveryResource, loadListResource, loadResource, type CatalogEntry } from './catalog';

type ScreenName = keyof ResolvedScreens;

// One resolveScreens call per resource, shared by its lazy screens.
const resolved = new WeakMap<ResourceDefinition, Promise<ResolvedScreens>>();

function resolveLater(definition: ResourceDefinition): Promise<ResolvedScreens> {
  let screens = resolved.get(definition);
  if (!screens) {
    screens = import('./shared/screens').then((engine) => engine.resolveScreens(definition));
    resolved.set(definition, screens);
  }
  return screens;
}

/** The grid engine a plain list renders (SchemaList and what it imports). */
const importListEngine = () => import('./shared/SchemaList');

/** Loads the grid engine ahead of any list (see custom/layout/warmListEngine.ts). */
export const preloadListEngine = (): Promise<void> => importListEngine().then(() => undefined);

/**
 * The list screen's code alone: opening a list (the admin's most common first screen) loads the
 * grid and its filters, not the engine's show, edit and create forms. Mirrors resolveScreens'
 * choice for a plain list; a dialog form or singleton resource goes through resolveScreens.
 */
function loadList(definition: ResourceDefinition): Promise<ComponentType> {
  const { schema, list } = definition;
  if (schema.form === 'dialog' || schema.singleton)
    return resolveLater(definition).then((s) => s.list);
  if (list) return Promise.resolve(list);
  return importListEngine().then(
    ({ SchemaList }) =>
      function GenericList() {
        return createElement(SchemaList, { schema });
      },
  );
}

function lazyOf<P extends object>(entry: CatalogEntry, name: ScreenName) {
  return lazyScreen<P>(async () => {
    // The grid engine loads beside the schema, not after it: nearly every list renders it (a
    // resource's own list screen composes SchemaList), and after the schema it was a second wave
    // of ~50 scripts (~200 ms on a cold list URL).
    if (name === 'list') void importListEngine().catch(() => undefined); // loadList reports it
    const definition = await (name === 'list' ? loadListResource(entry) : loadResource(entry));
    const screen =
      name === 'list' ? await loadList(definition) : (await resolveLater(definition))[name];
    if (!screen) throw new Error(`${entry.name} has no ${name} screen`);
    return screen as ComponentType<P>;
  });
}

/** A catalog entry without `screens`: a list and a record page, no edit or create. */
const NO_FORMS = { show: true, edit: false, create: false };

// One set of lazy screens per resource: AdminApp renders them and preloadList warms the same ones.
const built = new WeakMap<CatalogEntry, LazyScreens>();

type LazyScreens = {
  list: LazyScreen<object>;
  show?: LazyScreen<{ id?: Identifier }>;
  edit?: LazyScreen<{ id?: Identifier }>;
  create?: LazyScreen<object>;
};

/**
 * A resource's screens as lazy components: its schema, the schema engine (lists, forms, details)
 * and the resource's own screens load on the first visit to one of them, not with the dashboard.
 */
export function lazyScreens(entry: CatalogEntry): LazyScreens {
  let screens = built.get(entry);
  if (!screens) {
    const { show, edit, create } = entry.screens ?? NO_FORMS;
    screens = {
      list: lazyOf(entry, 'list'),
      show: show ? lazyOf<{ id?: Identifier }>(entry, 'show') : undefined,
      edit: edit ? lazyOf<{ id?: Identifier }>(entry, 'edit') : undefined,
      create: create ? lazyOf(entry, 'create') : undefined,
    };
    built.set(entry, screens);
  }
  return screens;
}

/** Loads a resource's list screen ahead of its first render (the route the browser opened). */
export const preloadList = (entry: CatalogEntry): Promise<void> =>
  lazyScreens(entry).list.preload();

/**
 * A custom page that renders once every schema is here. Such pages read schemas directly (a
 * staking form's plan picker finds its target through the schema index, which the catalog fills
 * as resources load), so they get them all, as every screen did before the catalog.
 */
export const afterEverySchema = <P extends object>(Page: ComponentType<P>): LazyScreen<P> =>
  lazyScreen<P>(async () => {
    await loadEveryResource();
    return Page;
  });
