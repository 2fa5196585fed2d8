// /simulator (simulator mode only): the cockpit — the demo tours, the clock, the kiosks and what can be done to
// them, scenarios, the world reset and the event feed, and for ADMIN the way to the classroom. Talks to
// /sim only (api/simControl).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Toast } from 'primereact/toast';
import { SIM_CLASSROOM } from '@contract/sim-classroom';
import { SIM_CONTROL } from '@contract/sim-control';
import { paths } from '../../core/paths';
import { ClockPanel } from './ClockPanel';
import { EventFeed } from './EventFeed';
import { FaultInjectionPanel } from './FaultInjectionPanel';
import { KioskActions } from './KioskActions';
import { KioskPicker } from './KioskPicker';
import { ScenarioPanel } from './ScenarioPanel';
import { TourPanel } from './tour/TourPanel';
import { useEventFeed } from './useEventFeed';
import { useFleet } from './useFleet';
import { useSimAccess } from './useSimAccess';
import { useSimAction } from './useSimAction';

export default function CockpitPage() {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const { fleet, readAt, error, reload } = useFleet();
  const { events, poll } = useEventFeed();
  const after = useCallback(() => Promise.all([reload(), poll()]), [reload, poll]);
  const { run, busy } = useSimAction(toast, after);
  const [picked, setPicked] = useState<number | null>(null);
  const kiosks = fleet?.kiosks ?? [];
  const kiosk = kiosks.find((k) => k.deviceIdx === picked) ?? null;
  const may = useSimAccess();
  const teaches = may(SIM_CLASSROOM.board);

  return (
    <div className="flex flex-column gap-3" data-testid="sim-cockpit">
      <Toast ref={toast} position="bottom-right" />
      <p className="m-0 text-600">{t('simulator.intro')}</p>
      {teaches && (
        <div className="flex flex-wrap align-items-center gap-2" data-testid="classroom-link">
          <Link to={paths.classroom()} className="p-button p-button-outlined p-button-sm no-underline">
            <i className="pi pi-users mr-2" aria-hidden="true" />
            {t('simulator.classroom.open')}
          </Link>
          <span className="text-600 text-sm">{t('simulator.classroom.openHint')}</span>
        </div>
      )}
      {error && <Message severity="error" text={error} data-testid="sim-error" />}
      <div className="grid">
        <div className="col-12 xl:col-8 flex flex-column gap-3">
          {may(SIM_CONTROL.tourGo) && <TourPanel />}
          <ClockPanel clock={fleet?.clock ?? null} readAt={readAt} run={run} busy={busy !== null} />
          <Card title={t('simulator.kiosks')}>
            <div className="flex flex-column gap-3">
              <KioskPicker kiosks={kiosks} picked={picked} onPick={setPicked} />
              <h3 className="text-base m-0">
                {t('simulator.actionsTitle')}
                {kiosk && <span className="text-600 font-normal ml-2">{kiosk.deviceName}</span>}
              </h3>
              <KioskActions kiosk={kiosk} run={run} busy={busy !== null} />
            </div>
          </Card>
          <ScenarioPanel picked={picked} run={run} busy={busy !== null} />
          <FaultInjectionPanel run={run} busy={busy !== null} />
        </div>
        <div className="col-12 xl:col-4">
          <EventFeed events={events} />
        </div>
      </div>
    </div>
  );
}
