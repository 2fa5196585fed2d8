// Always-visible badge: Simulator (orange) or Live (red), so a demo is never taken for production.
// PrimeReact's tag markup and theme classes without its component: the badge is on the sign-in page,
// whose JavaScript has a budget, and shows nothing the component would add.
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../api/runtimeConfig';

// Dark enough for the white label (WCAG AA, 4.5:1).
const COLOURS = { simulator: '#c2410c', live: '#dc2626' } as const;

export function BackendBadge() {
  const { t } = useTranslation();
  const { config } = useRuntimeConfig();
  const label = t(`labels.backend.${config.backend}`);
  return (
    <span
      className="p-tag p-component"
      style={{ background: COLOURS[config.backend] }}
      data-testid="backend-badge"
      data-backend={config.backend}
      title={`${t('app.backend')}: ${label}`}
    >
      <span className={`p-tag-icon pi ${config.backend === 'simulator' ? 'pi-desktop' : 'pi-globe'}`} aria-hidden="true" />
      <span className="p-tag-value">{label}</span>
    </span>
  );
}
