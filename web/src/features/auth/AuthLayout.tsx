// Frame of the public pages: product name, back-end badge, language switch, one card (the page's main landmark). Once the page
// shows, the API transport (axios) is fetched in the background for the form's first call.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendBadge } from '../../ui/BackendBadge';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { preloadTransport } from '../../api/call';

export function AuthLayout({ titleKey, children, wide }: { titleKey: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => preloadTransport(), []);
  return (
    <div className="min-h-screen flex flex-column align-items-center justify-content-center surface-ground p-3 gap-3">
      {/* On a phone the language switch goes to its own line rather than squeezing the name into two. */}
      <div className="flex flex-wrap align-items-center justify-content-center gap-3">
        <i className="pi pi-box text-primary text-3xl" aria-hidden="true" />
        <span className="text-2xl font-semibold">{t('app.name')}</span>
        <BackendBadge />
        <LanguageSwitch />
      </div>
      <main className="w-full" style={{ maxWidth: wide ? '48rem' : '26rem' }}>
        {/* A card in the theme's surface and shadow (PrimeReact's Card would add JavaScript to the sign-in page). */}
        <div className="surface-card border-round shadow-2 p-4">
          <h1 className="mt-0 mb-4 text-xl">{t(titleKey)}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
