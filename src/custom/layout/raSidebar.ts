// react-admin's Sidebar, for small screens only (Sidebar.tsx loads it there).
export { Sidebar as default } from 'react-admin';
