// The simulated clock: time ticking on between reads, speed ×1 ×10 ×60, pause / resume, and steps
// of +15 min, +1 h, +1 day.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { SIM_CONTROL, type ClockState } from '@contract/sim-control';
import { simControl, type ClockChange } from '../../api/simControl';
import { useInterval } from '../../ui/useInterval';
import { SPEEDS, STEPS, formatKst, simulatedNow } from './simClock';
import { useSimAccess } from './useSimAccess';

interface Props {
  clock: ClockState | null;
  readAt: number;
  run: (label: string, call: () => ReturnType<typeof simControl.setClock>) => unknown;
  busy: boolean;
}

export function ClockPanel({ clock, readAt, run, busy }: Props) {
  const { t } = useTranslation();
  const [realNow, setRealNow] = useState(() => Date.now());
  useInterval(() => setRealNow(Date.now()), 1000, Boolean(clock && !clock.paused));
  const set = (label: string, change: ClockChange) => run(label, () => simControl.setClock(change));
  const mayChange = useSimAccess()(SIM_CONTROL.clockSet);

  return (
    <Card title={t('simulator.clock')} data-testid="sim-clock">
      <div className="flex align-items-center gap-3 flex-wrap mb-3">
        <span className="text-2xl font-semibold font-monospace" data-testid="sim-time">
          {clock ? formatKst(simulatedNow(clock, readAt, Math.max(realNow, readAt))) : t('app.loading')}
        </span>
        {clock && (
          <Tag
            value={clock.paused ? t('simulator.paused') : t('simulator.speedValue', { speed: clock.speed })}
            severity={clock.paused ? 'warning' : 'success'}
            data-testid="sim-speed"
          />
        )}
      </div>
      {!mayChange && <p className="m-0 text-sm text-600" data-testid="sim-clock-admin-only">{t('simulator.clockAdminOnly')}</p>}
      {mayChange && <div className="flex flex-column gap-2">
        <div className="flex align-items-center gap-2 flex-wrap" role="group" aria-label={t('simulator.speed')}>
          <span className="text-sm text-600 white-space-nowrap" style={{ minWidth: '5.5rem' }}>{t('simulator.speed')}</span>
          {SPEEDS.map((speed) => (
            <Button
              key={speed}
              type="button"
              size="small"
              label={`×${speed}`}
              outlined={!(clock && !clock.paused && clock.speed === speed)}
              disabled={busy || !clock}
              onClick={() => set(`${t('simulator.speed')} ×${speed}`, { speed, paused: false })}
            />
          ))}
          <Button
            type="button"
            size="small"
            severity="secondary"
            icon={clock?.paused ? 'pi pi-play' : 'pi pi-pause'}
            label={clock?.paused ? t('simulator.resume') : t('simulator.pause')}
            disabled={busy || !clock}
            onClick={() => set(clock?.paused ? t('simulator.resume') : t('simulator.pause'), { paused: !clock?.paused })}
          />
        </div>
        <div className="flex align-items-center gap-2 flex-wrap" role="group" aria-label={t('simulator.step')}>
          <span className="text-sm text-600 white-space-nowrap" style={{ minWidth: '5.5rem' }}>{t('simulator.step')}</span>
          {STEPS.map((step) => (
            <Button
              key={step.key}
              type="button"
              size="small"
              outlined
              icon="pi pi-forward"
              label={t(`simulator.${step.key}`)}
              disabled={busy || !clock}
              onClick={() => set(t(`simulator.${step.key}`), { stepMs: step.ms })}
            />
          ))}
        </div>
      </div>}
    </Card>
  );
}
