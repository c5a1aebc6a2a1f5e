import { localStorageStore, type Store } from 'react-admin';
import { getPreferencesOwner } from '../authProvider/preferencesOwner';

/** What an admin chose for their grids; kept when they sign out (react-admin resets the rest). */
const PREFERENCE = /(^|\.)(datatable|savedQueries|density|theme|sidebar\.open)$/;

/**
 * react-admin's store, one per admin in this browser (issue #25: column choices, saved queries
 * and density "kept per admin in the browser"). Each admin's entries live under their own
 * localStorage prefix, chosen on every call, so a second admin signing in on the same browser
 * sees neither the first one's saved queries nor their filters. Signing out clears the list
 * state (filters, sort, page: react-admin's reset) and keeps the preferences.
 */
export function perAdminStore(owner: () => string | null = getPreferencesOwner): Store {
  const stores = new Map<string, Store>();
  const current = (): Store => {
    const who = owner() ?? 'signed-out';
    let store = stores.get(who);
    if (!store) {
      // The brackets end the prefix: 'a@x.io' is not a prefix of 'a@x.io.evil' once closed.
      store = localStorageStore(undefined, `.admin(${encodeURIComponent(who)})`);
      store.setup();
      stores.set(who, store);
    }
    return store;
  };
  return {
    setup: () => undefined,
    teardown: () => stores.forEach((store) => store.teardown()),
    getItem: (key, defaultValue) => current().getItem(key, defaultValue),
    setItem: (key, value) => current().setItem(key, value),
    removeItem: (key) => current().removeItem(key),
    removeItems: (keyPrefix) => current().removeItems(keyPrefix),
    reset: () => {
      const store = current();
      for (const key of Object.keys(store.listItems?.() ?? {}))
        if (!PREFERENCE.test(key)) store.removeItem(key);
    },
    subscribe: (key, callback) => current().subscribe(key, callback),
    listItems: (keyPrefix) => current().listItems?.(keyPrefix) ?? {},
  };
}
