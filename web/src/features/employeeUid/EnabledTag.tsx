// A card in use or switched off, as a coloured label.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';

export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return <Tag value={t(enabled ? 'employeeUid.enabled' : 'employeeUid.disabled')} severity={enabled ? 'success' : 'secondary'} data-enabled={enabled} />;
}
