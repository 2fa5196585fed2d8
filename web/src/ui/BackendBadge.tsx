// Always-visible badge: Simulator (orange) or Live (red), so a demo is never taken for production.
// PrimeReact's tag markup and theme classes without its component: the badge is on the sign-in page,
// whose JavaScript has a budget, and shows nothing the component would add.
// It also says which calls a server answered success in the other style than the spec's (the
// drift api/successDrift.ts records): a warning mark, the calls in its title.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../api/runtimeConfig';
import { onSuccessDrift, successDrifts } from '../api/successDrift';

// Dark enough for the white label (WCAG AA, 4.5:1).
const COLOURS = { simulator: '#c2410c', live: '#dc2626' } as const;

export function BackendBadge() {
  const { t } = useTranslation();
  const { config } = useRuntimeConfig();
  const drifts = useSyncExternalStore(onSuccessDrift, successDrifts);
  const label = t(`labels.backend.${config.backend}`);
  const calls = drifts.map((d) => `${d.id} (${JSON.stringify(d.answered)} ≠ ${JSON.stringify(d.expected)})`).join(', ');
  const title = [`${t('app.backend')}: ${label}`, ...(drifts.length ? [t('app.successDrift', { calls })] : [])].join('\n');
  return (
    <span
      className="p-tag p-component"
      style={{ background: COLOURS[config.backend] }}
      data-testid="backend-badge"
      data-backend={config.backend}
      data-success-drift={drifts.length ? drifts.map((d) => d.id).join(' ') : undefined}
      title={title}
    >
      <span className={`p-tag-icon pi ${config.backend === 'simulator' ? 'pi-desktop' : 'pi-globe'}`} aria-hidden="true" />
      <span className="p-tag-value">{label}</span>
      {drifts.length > 0 && <span className="pi pi-exclamation-triangle ml-1" role="img" aria-label={t('app.successDrift', { calls })} />}
    </span>
  );
}
