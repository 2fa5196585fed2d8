// Always-visible badge: Simulator (orange) or Live (red), so a demo is never taken for production.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { useRuntimeConfig } from './runtimeConfig';

// Dark enough for the white label (WCAG AA, 4.5:1).
const COLOURS = { simulator: '#c2410c', live: '#dc2626' } as const;

export function BackendBadge() {
  const { t } = useTranslation();
  const { config } = useRuntimeConfig();
  const label = t(`labels.backend.${config.backend}`);
  return (
    <Tag
      value={label}
      icon={config.backend === 'simulator' ? 'pi pi-desktop' : 'pi pi-globe'}
      style={{ background: COLOURS[config.backend] }}
      data-testid="backend-badge"
      data-backend={config.backend}
      title={`${t('app.backend')}: ${label}`}
    />
  );
}
