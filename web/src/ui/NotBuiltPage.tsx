// What a route shows while its area is not built: says so, by name. Never a fake screen.
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';

export function NotBuiltPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <Message severity="info" text={t('messages.notBuilt', { area: t(titleKey) })} />;
}
