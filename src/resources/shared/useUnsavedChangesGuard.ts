import { useEffect } from 'react';

/**
 * Warns before unsaved changes are lost. The admin runs under a <BrowserRouter> (not a data
 * router), where react-router's useBlocker and react-admin's warnWhenUnsavedChanges are not
 * available, so: `beforeunload` for reloads and closing the tab, and a capture-phase click check on
 * links (sidebar, top bar, profile menu) that runs before react-router's own click handler.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true; // older Chromium needs it set
    };
    const onClick = (event: MouseEvent) => {
      // A new tab or window keeps this page (and its changes) open.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return;
      const next = new URL(link.href, window.location.href);
      const here = window.location;
      if (next.pathname === here.pathname && next.search === here.search) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
