// An expiry date as YYYY.MM.DD, red with 'Expired' once past, amber with 'Expiring soon' within
// the dashboard's window. Beside a date being edited (`withDate` false) only the mark shows,
// its words as its title.
import { useTranslation } from 'react-i18next';
import { useBackendToday } from '../../../core/backendClock';
import { formatDate } from '../../../ui/format';
import { expiryState } from './expiry';

const TONE = { expired: 'text-red-600 font-semibold', soon: 'text-orange-500 font-semibold', ok: '', none: '' } as const;

export function ExpiryText({ value, withDate = true }: { value: string | null | undefined; withDate?: boolean }) {
  const { t } = useTranslation();
  const state = expiryState(value, useBackendToday());
  const marked = state === 'expired' || state === 'soon';
  const words = marked ? t(`inventory.expiry.${state}`) : '';
  return (
    <span className={`white-space-nowrap ${TONE[state]}`.trim()} data-expiry={state}>
      {withDate && formatDate(value)}
      {marked && (
        <>
          {withDate && ' '}
          <i
            className={`pi ${state === 'expired' ? 'pi-times-circle' : 'pi-clock'} text-sm`}
            aria-hidden={withDate}
            role={withDate ? undefined : 'img'}
            aria-label={withDate ? undefined : words}
            title={words}
          />
          {withDate && <span className="text-xs ml-1">{words}</span>}
        </>
      )}
    </span>
  );
}
