import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/registry';
import { lazyScreens } from '../../../src/resources/lazyScreens';
import { screenPresence } from '../../../src/resources/screenPresence';
import { lazyScreen } from '../../../src/resources/lazyScreen';
import { catalogEntry } from '../../../src/resources/catalog';
import { resolveScreens } from '../../../src/resources/shared/screens';
import type { ResourceDefinition } from '../../../src/resources/shared/definition';

const names = ['list', 'show', 'edit', 'create'] as const;

describe('lazy resource screens', () => {
  // AdminApp declares routes from the catalog's screenPresence without loading the engine: it must
  // agree with resolveScreens, or a route would 404 (missing) or fail to load (extra).
  it.each(resources.map((definition) => [definition.schema.name, definition] as const))(
    '%s: the eager presence matches the screens resolveScreens builds',
    (_name, definition: ResourceDefinition) => {
      const resolved = resolveScreens(definition);
      const expected = Object.fromEntries(names.map((n) => [n, resolved[n] !== undefined]));
      expect(screenPresence(definition)).toEqual(expected);
      const lazy = lazyScreens(catalogEntry(definition.schema.name)!);
      expect(Object.fromEntries(names.map((n) => [n, lazy[n] !== undefined]))).toEqual(expected);
    },
  );

  it('covers both overrides: edit false, and an endpoint without form fields', () => {
    const kinds = resources.map((definition) => screenPresence(definition));
    expect(kinds.some((kind) => kind.edit)).toBe(true);
    expect(kinds.some((kind) => !kind.edit)).toBe(true);
    expect(kinds.some((kind) => kind.create)).toBe(true);
    expect(kinds.some((kind) => !kind.create)).toBe(true);
  });

  it('renders a lazy screen that resolves to another lazy screen (a resource override)', async () => {
    const Inner = lazyScreen(async () => ({ id }: { id?: string }) => <h1>User {id}</h1>);
    const Outer = lazyScreen(async () => Inner);
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Outer id="42" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'User 42' })).toBeTruthy();
  });

  it('shows the fallback while a screen loads, then the screen', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const Screen = lazyScreen(async () => {
      await loaded;
      return ({ title }: { title: string }) => <h1>{title}</h1>;
    });
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Screen title="Users" />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });
});
