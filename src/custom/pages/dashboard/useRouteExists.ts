import { useCallback } from 'react';
import { schemas } from '../../../resources/registry';
import { adminPages } from '../../registry';

/** Whether a path under /admin is served by a registered resource or page (links never 404). */
export function useRouteExists(): (path: string) => boolean {
  return useCallback(
    (path: string) =>
      schemas.some((schema) => schema.name === path) ||
      adminPages.some((page) => page.path === path),
    [],
  );
}
