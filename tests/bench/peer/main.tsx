import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  Admin,
  DataTable,
  DateField,
  FilterForm,
  ListContextProvider,
  Pagination,
  Resource,
  SearchInput,
  useGetList,
  useList,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';

/**
 * The bench's peer: react-admin as its documentation shows it, nothing tuned. One `users`
 * resource whose list fetches the same endpoint as ours once (`useGetList`) and pages, sorts and
 * filters it in memory with `useList` + `DataTable`. The bench signs in through the API and puts
 * the token in localStorage, where this app reads it.
 */
const token = () => window.localStorage.getItem('adminToken');

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {
    if (!token()) throw new Error('no token');
  },
  checkError: async () => {},
};

const unsupported = () => Promise.reject(new Error('read-only peer'));

const dataProvider = {
  getList: async () => {
    const response = await fetch('/api/admin/getAllUserData', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token()}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { result } = (await response.json()) as { result: { _id: string }[] };
    const data = result.map((user) => ({ ...user, id: user._id }));
    return { data, total: data.length };
  },
  getOne: unsupported,
  getMany: unsupported,
  getManyReference: unsupported,
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
} as unknown as DataProvider;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function UserList() {
  const { data, isPending } = useGetList('user', { pagination: { page: 1, perPage: 1_000_000 } });
  const listContext = useList({
    data,
    isPending,
    perPage: 25,
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <ListContextProvider value={listContext}>
      <FilterForm filters={filters} />
      <DataTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="phone" />
        <DataTable.Col source="country" />
        <DataTable.Col source="status" />
        <DataTable.Col source="kycStatus" label="KYC" />
        <DataTable.Col source="createdAt" label="Joined" field={DateField} />
      </DataTable>
      <Pagination />
    </ListContextProvider>
  );
}

// A browser router (react-admin's default is a hash router) so the list lives at /admin/user, like ours.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Admin basename="/admin" authProvider={authProvider} dataProvider={dataProvider}>
            <Resource name="user" list={UserList} />
          </Admin>
        }
      />
    </Routes>
  </BrowserRouter>,
);
