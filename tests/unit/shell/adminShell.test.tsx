import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Resource,
  testDataProvider,
  usePermissions,
  useResourceDefinitions,
  type AuthProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AdminShell } from '../../../src/custom/AdminShell';
import { askPermissions } from '../../../src/custom/routing/authAnswers';
import { queryKeys } from '../../../src/dataProvider/queryKeys';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
};

const Notification = () => null;

describe("the admin's shell", () => {
  it('knows every declared resource at its first render: registering them re-renders nothing', async () => {
    const seen: string[][] = [];
    function MenuProbe() {
      seen.push(Object.keys(useResourceDefinitions()).sort());
      return null;
    }
    const Layout = ({ children }: { children: ReactNode }) => (
      <>
        <MenuProbe />
        {children}
      </>
    );
    window.history.replaceState(null, '', '/posts');
    render(
      <AdminShell
        authProvider={authProvider}
        dataProvider={testDataProvider()}
        queryClient={new QueryClient()}
        layout={Layout}
        notification={Notification}
      >
        <Resource name="posts" list={() => <p>Posts list</p>} />
        <Resource name="comments" list={() => <p>Comments list</p>} />
      </AdminShell>,
    );
    expect(await screen.findByText('Posts list')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    // react-admin alone registers them in an effect after mounting: its menu first renders empty.
    for (const names of seen) expect(names).toEqual(['comments', 'posts']);
  });

  it("has the role's permissions answered before it mounts, under react-admin's own key", async () => {
    const queryClient = new QueryClient();
    await askPermissions(queryClient, authProvider);
    expect(queryClient.getQueryData(queryKeys.permissions)).toBe('admin');
    const firstRender: unknown[] = [];
    function PermissionsProbe() {
      const { isPending, permissions } = usePermissions();
      if (firstRender.length === 0) firstRender.push({ isPending, permissions });
      return null;
    }
    render(
      <AdminContext authProvider={authProvider} queryClient={queryClient}>
        <PermissionsProbe />
      </AdminContext>,
    );
    expect(firstRender).toEqual([{ isPending: false, permissions: 'admin' }]);
  });
});
