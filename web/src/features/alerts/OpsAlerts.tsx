// The shell's watcher: while a signed-in operator has alerts on (My info), it looks every
// AUTO_REFRESH_MS for a new CRITICAL fault or a new temperature alarm (alertWatch), even in a
// background tab (that is when an alert is needed), and tells of each with a browser notification
// and one beep a look. The first look is the baseline; switching off, or another user, starts over.
// Clicking a notification brings the console forward on that fault or device. Renders nothing.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_LIMITS } from '@contract/constants';
import { goTo } from '../../core/navigation';
import { useCommonStore } from '../../state/common';
import { AUTO_REFRESH_MS } from '../../ui/useAutoRefresh';
import { useAlertsOn } from './alertSettings';
import { look, NO_BASELINE, type OpsAlert, type WatchState } from './alertWatch';
import { beep, showNotification, unlockSound } from './notify';

export function OpsAlerts() {
  const { t } = useTranslation();
  const userId = useCommonStore((s) => s.user?.userId);
  const on = useAlertsOn(userId);
  // The texts of the language in use when an alert is told; a language switch does not start over.
  const text = useRef(t);
  text.current = t;

  useEffect(() => {
    if (!on || userId === undefined) return;
    let state: WatchState = NO_BASELINE;
    let busy = false;
    let over = false;
    const tell = (alert: OpsAlert) => {
      const t = text.current;
      showNotification(
        alert.kind === 'fault'
          ? {
              title: t('alerts.faultTitle', { device: alert.deviceName }),
              body: t('alerts.faultBody', { division: alert.divisionName, component: alert.component, description: alert.description }),
              tag: `fault-${alert.noticeIdx}`,
              onClick: () => goTo(alert.path),
            }
          : {
              title: t('alerts.warmTitle', { device: alert.deviceName }),
              body: t('alerts.warmBody', { division: alert.divisionName, temperature: alert.temperature.toFixed(1), limit: DASHBOARD_LIMITS.temperatureAlertC }),
              tag: `warm-${alert.deviceIdx}`,
              onClick: () => goTo(alert.path),
            },
      );
    };
    const tick = async () => {
      if (busy) return;
      busy = true;
      try {
        const seen = await look(state);
        if (over) return;
        state = seen.state;
        seen.alerts.forEach(tell);
        if (seen.alerts.length) beep();
      } finally {
        busy = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), AUTO_REFRESH_MS);
    // After a reload the switch is on without a press: the sound is readied at the first one.
    const gestures = ['pointerdown', 'keydown'] as const;
    gestures.forEach((name) => window.addEventListener(name, unlockSound, { once: true }));
    return () => {
      over = true;
      clearInterval(timer);
      gestures.forEach((name) => window.removeEventListener(name, unlockSound));
    };
  }, [on, userId]);

  return null;
}
