// My info's alerts switch: turning it on asks the browser for notifications (and readies the beep
// while the operator's press lets sound start); the choice is this user's, in this browser. When
// the browser refuses notifications (or has none), the switch says so: the beep still sounds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useAlertsOn, useAlertSwitches } from './alertSettings';
import { askPermission, notificationPermission, unlockSound, type Permission } from './notify';

export function AlertsSwitch({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const on = useAlertsOn(userId);
  const [permission, setPermission] = useState<Permission>(notificationPermission);

  async function change(next: boolean) {
    useAlertSwitches.getState().setOn(userId, next);
    if (!next) return;
    unlockSound();
    setPermission(await askPermission());
  }

  return (
    <section className="flex flex-column gap-2" aria-labelledby="alerts-heading" data-testid="alerts-setting">
      <h2 id="alerts-heading" className="text-lg mt-2 mb-0">
        {t('alerts.heading')}
      </h2>
      <p className="m-0 text-sm text-600">{t('alerts.hint')}</p>
      <div className="flex align-items-center gap-2">
        <InputSwitch inputId="alerts-switch" checked={on} onChange={(e) => void change(Boolean(e.value))} />
        <label htmlFor="alerts-switch">{t('alerts.switch')}</label>
      </div>
      {on && permission === 'denied' && <Message severity="warn" text={t('alerts.denied')} />}
      {on && permission === 'unsupported' && <Message severity="info" text={t('alerts.unsupported')} />}
    </section>
  );
}
