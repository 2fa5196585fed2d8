// Catches a screen that failed to load (chunk timeout, network) and offers a reload. It guards the
// sign-in page too, so it draws its failure with what that page already has (primeicons, a
// PrimeReact Button) rather than fetching PrimeReact's Message: when a chunk did not load, another
// may not either.
import { Component, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { i18n } from '../i18n';

export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('[screen]', error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex flex-column gap-3 align-items-start">
        <p role="alert" className="m-0 flex align-items-center gap-2 text-red-600">
          <i className="pi pi-times-circle" aria-hidden="true" />
          {i18n.t('app.chunkLoadFailed')}
        </p>
        <Button label={i18n.t('actions.reload')} icon="pi pi-refresh" onClick={() => window.location.reload()} />
      </div>
    );
  }
}
