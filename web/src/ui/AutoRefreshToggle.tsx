// The auto-refresh switch of a live screen (shared by all of them), and the small notice that the
// last background refresh failed.
import { useTranslation } from 'react-i18next';
import { InputSwitch } from 'primereact/inputswitch';
import { AUTO_REFRESH_MS, useAutoRefreshSwitch } from './useAutoRefresh';

export function AutoRefreshToggle({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation();
  const enabled = useAutoRefreshSwitch((s) => s.enabled);
  const setEnabled = useAutoRefreshSwitch((s) => s.setEnabled);
  return (
    <div className="flex align-items-center gap-2" data-testid="auto-refresh">
      <InputSwitch inputId="auto-refresh" checked={enabled} onChange={(e) => setEnabled(Boolean(e.value))} />
      <label htmlFor="auto-refresh" className="text-sm">
        {t('autoRefresh.label', { seconds: AUTO_REFRESH_MS / 1000 })}
      </label>
      {failed && (
        <small className="text-orange-700 flex align-items-center gap-1" role="status" data-testid="auto-refresh-failed">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {t('autoRefresh.failed')}
        </small>
      )}
    </div>
  );
}
