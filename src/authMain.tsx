import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthApp } from './AuthApp';
import { prefetchAdminWhenIdle } from './adminPrefetch';
import { setDocumentRoutes } from './custom/routing/documentNavigation';
import { isAdminPath } from './publicScreen';
import './preactAutoFocus';
import './index.css';

// The entry of auth.html: vite.auth.config.ts compiles it with react/react-dom aliased to
// preact/compat, so a browser that opens a public page first never downloads react-dom.
const container = document.getElementById('root');
if (!container) throw new Error('auth.html has no #root element');

// The admin is another page (index.html, React): signing in, or arriving with a token, loads it.
setDocumentRoutes(isAdminPath);

createRoot(container).render(
  <StrictMode>
    <AuthApp />
  </StrictMode>,
);

// A public page mostly leads to the admin: its code arrives while this page is idle.
if (import.meta.env.PROD) prefetchAdminWhenIdle();
