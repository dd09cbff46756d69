import type { ReactNode } from 'react';
import '../../components/plain/plain.css';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useRemoveAppShell } from './use-remove-app-shell';

interface PublicFrameProps {
  /** Under the header: the router's page loading bar, or nothing (the login page's own entry). */
  loadingBar?: ReactNode;
  children: ReactNode;
}

/**
 * Pages without sign-in (login, password reset, not found): brand bar with language switch, footer. Plain
 * elements (components/plain/plain.css): the login page's own entry loads neither MUI nor emotion.
 */
export function PublicFrame({ loadingBar, children }: PublicFrameProps) {
  useRemoveAppShell();
  return (
    <div className="p-page">
      <SkipLink />
      <header className="p-header">
        <BrandLogo />
        <LanguageSwitch />
      </header>
      {/* Without a loading bar its place is kept: the page starts where it does on the other public pages. */}
      {loadingBar ?? <div className="p-bar-space" />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="p-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
