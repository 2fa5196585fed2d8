// The event feed: what the simulated fleet did, newest on top, in the operator's language.
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import type { FeedEvent } from '@contract/sim-control';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../ui/format';

export function EventFeed({ events }: { events: readonly FeedEvent[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card title={t('simulator.feed')} data-testid="sim-feed">
      {events.length === 0 ? (
        <p className="m-0 text-600">{t('simulator.feedEmpty')}</p>
      ) : (
        // It scrolls: focusable, so a keyboard can scroll it too.
        <ol className="list-none m-0 p-0 overflow-auto text-sm" style={{ maxHeight: '75vh' }} tabIndex={0} aria-live="polite" aria-label={t('simulator.feed')}>
          {events.map((event) => {
            const text = event.text[lang];
            return (
              <li key={event.seq} data-seq={event.seq} data-type={event.type} className="py-1 border-bottom-1 surface-border">
                <span className="text-500 mr-2 white-space-nowrap">{formatDate(event.atText, 'MM.DD HH:mm:ss')}</span>
                {event.deviceName && !text.includes(event.deviceName) && <strong className="mr-2">{event.deviceName}</strong>}
                <span>{text}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
