// What can be done to the picked kiosk, and the door session under way on it: a customer opens the
// door (optionally paying a given way, or an employee tapping a chosen card of the kiosk's division
// and paying with points), a fault is raised or cleared, a self-check runs, the kiosk goes offline
// or comes back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { FAULT_CODES, type FaultCode } from '@contract/sim-control';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { DATE_TIME_SECONDS_FORMAT } from '@contract/constants';
import { payModesOf } from '@contract/labels';
import { simControl, type DoorMode, type FleetKiosk, type SimOutcome } from '../../api/simControl';
import { enumLabel } from '../../ui/enumLabel';
import { formatDate } from '../../ui/format';
import { SelectField } from '../../ui/SelectField';
import { pointText } from '../../ui/points';
import { useDivisionCards } from './useDivisionCards';
import { useKioskProducts } from './useKioskProducts';

interface Props {
  kiosk: FleetKiosk | null;
  run: (label: string, call: () => Promise<SimOutcome>) => unknown;
  busy: boolean;
}

function isFaultCode(code: string): code is FaultCode {
  return (FAULT_CODES as readonly string[]).includes(code);
}

export function KioskActions({ kiosk, run, busy }: Props) {
  const { t } = useTranslation();
  const [chosen, setMode] = useState<DoorMode | null>(null);
  // Only the ways this kiosk takes payment (a kiosk of another provider than TC: credit card only).
  const modes = payModesOf(kiosk?.provider);
  const mode = chosen && modes.includes(chosen) ? chosen : null;
  const [raise, setRaise] = useState<FaultCode>('REFRIGERATION_COMPRESSOR');
  const [clear, setClear] = useState<FaultCode | null>(null);
  const [taken, setTaken] = useState<number[]>([]);
  const [card, setCard] = useState<number | null>(null);
  // Re-read after every action: a sale or a restock changes what is left, a purchase the points.
  const products = useKioskProducts(kiosk?.deviceIdx ?? null, busy);
  const cards = useDivisionCards(mode === 'POINT' ? (kiosk?.deviceIdx ?? null) : null, busy);
  if (!kiosk) return <p className="text-600 m-0" data-testid="kiosk-actions-empty">{t('simulator.noKiosk')}</p>;

  const idx = kiosk.deviceIdx;
  const clearable = kiosk.openFaults.filter(isFaultCode);
  const toClear = clear && clearable.includes(clear) ? clear : (clearable[0] ?? null);
  const faultOption = (code: FaultCode) => ({ value: code, label: `${enumLabel(t, 'faultCode', code)} (${code})` });
  const act = (label: string, call: () => Promise<SimOutcome>) => () => void run(`${label} · ${kiosk.deviceName}`, call);
  const items = taken.filter((idx) => products.some((p) => p.productMappingIdx === idx)).map((productMappingIdx) => ({ productMappingIdx, count: 1 }));
  // A card of another kiosk's division (or of another mode) is never sent.
  const tapped = mode === 'POINT' && cards.some((c) => c.employeeUidIdx === card) ? (card ?? undefined) : undefined;

  // A session is under way from the door's opening until it closes and its sale is written.
  const door = kiosk.door;
  return (
    <div className="grid" data-testid="kiosk-actions">
      {door && (
        <div className="col-12">
          <Message
            severity="warn"
            icon="pi pi-spin pi-spinner"
            className="w-full justify-content-start"
            data-testid="door-under-way"
            text={t('simulator.doorUnderWay', {
              opener: enumLabel(t, 'openType', door.openType),
              openAt: formatDate(door.openAt, DATE_TIME_SECONDS_FORMAT),
              closeAt: door.closeAt === null ? t('simulator.doorLeftOpen') : formatDate(door.closeAt, DATE_TIME_SECONDS_FORMAT),
            })}
          />
        </div>
      )}
      <div className="col-12 flex flex-column gap-1">
        <label htmlFor="sim-door-items" className="text-sm">
          {t('simulator.productsTaken')}
        </label>
        <MultiSelect
          inputId="sim-door-items"
          value={items.map((i) => i.productMappingIdx)}
          options={products.map((p) => ({ value: p.productMappingIdx, label: `${p.productName} · ${p.trayName ?? '-'} (${p.stock})` }))}
          onChange={(e) => setTaken(e.value as number[])}
          placeholder={t('simulator.productsTakenAny')}
          selectionLimit={10}
          display="chip"
          filter
          className="w-full"
        />
      </div>
      <div className="col-12 flex align-items-end gap-2">
        <SelectField
          id="sim-door-mode"
          className="w-9rem flex-shrink-0"
          label={t('simulator.payMode')}
          value={mode}
          options={modes.map((m) => ({ value: m, label: enumLabel(t, 'openType', m) }))}
          onValue={setMode}
          placeholder={t('simulator.anyMode')}
          showClear
        />
        {mode === 'POINT' && (
          <SelectField
            id="sim-door-card"
            className="flex-1 min-w-0"
            label={t('simulator.employeeCard')}
            value={tapped ?? null}
            options={cards.map((c) => ({
              value: c.employeeUidIdx,
              label: t('simulator.employeeCardOption', { name: c.employeeName, uid: c.uid, points: pointText(t, c.point) }),
            }))}
            onValue={setCard}
            placeholder={t(cards.length ? 'simulator.employeeCardAny' : 'simulator.employeeCardNone')}
            showClear
            filter
          />
        )}
        <Button
          type="button"
          icon="pi pi-lock-open"
          label={t('simulator.openDoor')}
          className="white-space-nowrap"
          disabled={busy}
          onClick={act(t('simulator.openDoor'), () => simControl.openDoor(idx, mode ?? undefined, items, tapped))}
        />
      </div>
      <div className="col-12 flex flex-wrap align-items-end gap-2">
        <Button type="button" icon="pi pi-check-square" label={t('simulator.runSelfCheck')} className="white-space-nowrap" outlined disabled={busy} onClick={act(t('simulator.runSelfCheck'), () => simControl.selfCheck(idx))} />
        {kiosk.online ? (
          <Button type="button" icon="pi pi-ban" label={t('simulator.takeOffline')} className="white-space-nowrap" severity="secondary" outlined disabled={busy} onClick={act(t('simulator.takeOffline'), () => simControl.setOffline(idx, true))} />
        ) : (
          <Button type="button" icon="pi pi-wifi" label={t('simulator.bringOnline')} className="white-space-nowrap" severity="success" outlined disabled={busy} onClick={act(t('simulator.bringOnline'), () => simControl.setOffline(idx, false))} />
        )}
      </div>
      <div className="col-12 flex align-items-end gap-2">
        <SelectField id="sim-fault-raise" className="flex-1 min-w-0" label={t('simulator.faultToRaise')} value={raise} options={FAULT_CODES.map(faultOption)} onValue={(code) => code && setRaise(code)} filter />
        <Button type="button" icon="pi pi-bolt" label={t('simulator.raiseFault')} className="white-space-nowrap" severity="danger" disabled={busy} onClick={act(t('simulator.raiseFault'), () => simControl.raiseFault(idx, raise))} />
      </div>
      <div className="col-12 flex align-items-end gap-2">
        <SelectField
          id="sim-fault-clear"
          className="flex-1 min-w-0"
          label={t('simulator.faultToClear')}
          value={toClear}
          options={clearable.map(faultOption)}
          onValue={setClear}
          placeholder={t('simulator.noFaults')}
          disabled={!clearable.length}
        />
        <Button
          type="button"
          icon="pi pi-wrench"
          label={t('simulator.clearFault')}
          className="white-space-nowrap"
          severity="success"
          disabled={busy || !toClear}
          onClick={toClear ? act(t('simulator.clearFault'), () => simControl.clearFault(idx, toClear)) : undefined}
        />
      </div>
    </div>
  );
}
