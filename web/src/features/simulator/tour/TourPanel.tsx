// The cockpit's list of demo tours (fixtures/tours on the simulator): each with its length and
// what it shows, and a button that starts it on a fresh copy of the world (asked first: it signs
// every other console out). The tour bar then leads through the steps on every screen. Only for
// who may start one (the cockpit asks useSimAccess before showing it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import type { TourSummary } from '@contract/tours';
import { simControl } from '../../../api/simControl';
import { useLanguage } from '../../../i18n';
import { replaceWorld } from '../replaceWorld';
import { useTourGo } from './TourBar';

export function TourPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const go = useTourGo();
  const [tours, setTours] = useState<TourSummary[]>([]);
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void simControl.tours().then((outcome) => {
      if (!live) return;
      if (outcome.ok) setTours(outcome.response.data.list);
      else setError(outcome.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const start = async (tourId: string) => {
    setStarting(tourId);
    setError(null);
    try {
      const failure = await go(tourId, 1, true);
      if (failure) setError(t('simulator.tour.failed', { message: failure }));
    } finally {
      setStarting(null);
    }
  };

  return (
    <Card title={t('simulator.tour.title')} data-testid="sim-tours">
      <p className="m-0 mb-3 text-600">{t('simulator.tour.intro')}</p>
      {error && <Message severity="error" text={error} className="mb-3" />}
      <div className="grid">
        {tours.map((tour) => (
          <div key={tour.id} className="col-12 md:col-6">
            <div className="border-1 surface-border border-round p-3 h-full flex flex-column gap-2" data-tour={tour.id}>
              <h3 className="text-base m-0">{tour.title[lang]}</h3>
              <span className="text-sm text-600">{t('simulator.tour.minutes', { minutes: tour.minutes, steps: tour.stepCount })}</span>
              <p className="m-0 text-sm flex-1">{tour.summary[lang]}</p>
              <Button
                type="button"
                icon="pi pi-play"
                label={t('simulator.tour.start')}
                aria-label={`${t('simulator.tour.start')}: ${tour.title[lang]}`}
                disabled={starting !== null}
                loading={starting === tour.id}
                onClick={() =>
                  void replaceWorld({ label: t('simulator.tour.start'), question: t('simulator.tour.confirmStart', { title: tour.title[lang] }), replace: () => start(tour.id) })
                }
                className="align-self-start"
              />
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
