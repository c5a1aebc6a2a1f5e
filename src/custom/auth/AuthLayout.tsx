import type { ReactNode } from 'react';
import { toggleTheme, useThemeMode } from '../theme/themeStore';
import { useAuthPageLayout } from './authPageLayout';
import { authTexts } from './authTexts';
import './auth.css';
import './authForm.css';
import './authMessages.css';
import { BrandMarkShape } from '../theme/BrandMarkShape';

/**
 * The frame of every public page: brand, content, a theme toggle; no admin shell. On
 * /login and /forgot-password the content sits in the padded, centred card; on the other auth
 * names it is shown without that padded layout.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const mode = useThemeMode();
  const layout = useAuthPageLayout();
  const toggleLabel = mode === 'dark' ? authTexts.themeToLight : authTexts.themeToDark;
  return (
    <div className={`auth-page auth-page-${layout}`} data-layout={layout}>
      <header className="auth-header">
        <span className="auth-brand">
          <BrandMark />
          <span>
            <span className="auth-brand-name">{authTexts.brand}</span>
            <span className="auth-brand-tagline">{authTexts.brandTagline}</span>
          </span>
        </span>
        <button
          type="button"
          className="auth-theme-toggle"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={toggleTheme}
        >
          {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
      </header>
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
      </main>
      <footer className="auth-footer">
        © {new Date().getFullYear()} {authTexts.brand}
      </footer>
    </div>
  );
}

/** A message inside the card: errors are announced at once, information politely. */
export function AuthMessage({
  kind,
  children,
}: {
  kind: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      className={`auth-message auth-message-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

function BrandMark() {
  return (
    <svg className="auth-brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <BrandMarkShape />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" fill="currentColor" />
    </svg>
  );
}
