// What a route shows to a level that may not use its area, or where the route does not exist with
// this back end (the simulator cockpit against Live): says so, by name. No redirect.
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';

export function NotPermittedPage({ titleKey, reason }: { titleKey: string; reason?: 'simulatorOnly' }) {
  const { t } = useTranslation();
  const text = reason === 'simulatorOnly' ? t('app.simulatorOnly') : t('app.notPermitted', { area: t(titleKey) });
  return <Message severity="warn" text={text} data-testid="not-permitted" data-reason={reason ?? 'level'} />;
}
