// Catches a screen that failed to load (chunk timeout, network) and offers a reload.
import { Component, type ReactNode } from 'react';
import { Message } from 'primereact/message';
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
        <Message severity="error" text={i18n.t('app.chunkLoadFailed')} />
        <Button label={i18n.t('actions.reload')} icon="pi pi-refresh" onClick={() => window.location.reload()} />
      </div>
    );
  }
}
