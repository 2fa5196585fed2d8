// What a route shows to a level that may not use its area: says so, by name. No redirect.
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';

export function NotPermittedPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <Message severity="warn" text={t('app.notPermitted', { area: t(titleKey) })} data-testid="not-permitted" />;
}
