// Shows a one-off notice (e.g. 'Logged out in another tab') as a toast, then forgets it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'primereact/toast';
import { useUiStore } from '../state/ui';

export function NoticeToast() {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const notice = useUiStore((s) => s.notice);
  const clear = useUiStore((s) => s.clearNotice);
  // Guards StrictMode's double effect run, which would show the same notice twice.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!notice) {
      shown.current = null;
      return;
    }
    if (shown.current === notice) return;
    shown.current = notice;
    toast.current?.show({ severity: 'info', summary: t('app.notice'), detail: t(`messages.${notice}`), life: 6000 });
    clear();
  }, [notice, clear, t]);
  return <Toast ref={toast} position="top-center" />;
}
