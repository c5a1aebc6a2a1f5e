import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { afterBootPaint } from './boot/bootSignal';
import './index.css';

// Eager code stays tiny (react + a small history router): the admin and its UI kit load after sign-in.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The longest the app waits for the boot script's painted first page before rendering anyway. */
const BOOT_PAINT_CAP_MS = 600;

void afterBootPaint(BOOT_PAINT_CAP_MS).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
