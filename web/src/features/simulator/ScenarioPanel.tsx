// Scenarios as big buttons, each with its one-line explanation, optionally on the picked kiosk only;
// and the world reset (asked first, saying who is signed out).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Checkbox } from 'primereact/checkbox';
import { SCENARIO_NAMES, SIM_CONTROL, type ScenarioName } from '@contract/sim-control';
import { simControl, type SimOutcome } from '../../api/simControl';
import { replaceWorld } from './replaceWorld';
import { useSimAccess } from './useSimAccess';

const ICONS: Record<ScenarioName, string> = {
  'lunch-rush': 'pi pi-users',
  'fridge-failure': 'pi pi-exclamation-triangle',
  'network-outage': 'pi pi-wifi',
  'expiry-day': 'pi pi-calendar-times',
};

interface Props {
  picked: number | null;
  run: (label: string, call: () => Promise<SimOutcome>) => unknown;
  busy: boolean;
}

export function ScenarioPanel({ picked, run, busy }: Props) {
  const { t } = useTranslation();
  const [onPicked, setOnPicked] = useState(false);
  // Without a pick a scenario acts on every kiosk the caller steers (a PARTNER's: its company's).
  const targets = onPicked && picked !== null ? [picked] : undefined;
  const may = useSimAccess();

  return (
    <Card title={t('simulator.scenarios')} data-testid="sim-scenarios">
      <div className="flex align-items-center gap-2 mb-3">
        <Checkbox inputId="sim-on-picked" checked={onPicked} disabled={picked === null} onChange={(e) => setOnPicked(Boolean(e.checked))} />
        <label htmlFor="sim-on-picked" className="text-sm">
          {t('simulator.onPickedOnly')}
        </label>
      </div>
      <div className="grid">
        {SCENARIO_NAMES.map((name) => (
          <div key={name} className="col-12 sm:col-6">
            <Button
              type="button"
              className="w-full h-full flex-column align-items-start text-left gap-1 p-3"
              outlined
              disabled={busy}
              data-scenario={name}
              onClick={() => void run(t(`simulator.scenario.${name}`), () => simControl.scenario(name, targets ? { deviceIdxs: targets } : {}))}
            >
              <span className="font-semibold text-lg">
                <i className={`${ICONS[name]} mr-2`} aria-hidden="true" />
                {t(`simulator.scenario.${name}`)}
              </span>
              <span className="text-sm font-normal">{t(`simulator.scenarioHint.${name}`)}</span>
            </Button>
          </div>
        ))}
      </div>
      {may(SIM_CONTROL.reset) && <div className="flex align-items-center gap-3 mt-3 flex-wrap">
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t('simulator.reset')}
          severity="danger"
          disabled={busy}
          onClick={() =>
            void replaceWorld({
              label: t('simulator.reset'),
              question: t('simulator.confirmReset'),
              replace: () => void run(t('simulator.reset'), () => simControl.reset()),
            })
          }
        />
        <span className="text-sm text-600">{t('simulator.resetHint')}</span>
      </div>}
    </Card>
  );
}
