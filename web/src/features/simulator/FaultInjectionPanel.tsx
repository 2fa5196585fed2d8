// The cockpit's faults panel: break /api/v1 on purpose (slow answers, refusals, HTTP errors, hung or
// dropped calls, a forced sign-out) for everyone or for this session only, see what is active and
// how often it hit, and clear it. Talks to /sim/faults only, so it works while /api/v1 is broken.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Checkbox } from 'primereact/checkbox';
import { Tag } from 'primereact/tag';
import { INJECTED_FAULT_KINDS, INJECTED_HTTP_STATUSES, type InjectedFault, type InjectedFaultInput, type InjectedFaultKind } from '@contract/sim-faults';
import { SIM_CONTROL } from '@contract/sim-control';
import { simControl, type SimOutcome } from '../../api/simControl';
import { confirmAction } from '../../ui/confirmAction';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useSimAccess } from './useSimAccess';
import { useInterval } from '../../ui/useInterval';

interface Props {
  run: (label: string, call: () => Promise<SimOutcome>) => unknown;
  busy: boolean;
}

/** What the form holds, as typed. */
export interface FaultForm {
  kind: InjectedFaultKind;
  path: string;
  method: 'GET' | 'POST' | null;
  delayMs: string;
  delayMaxMs: string;
  status: number;
  message: string;
  count: string;
  ratePercent: string;
  sessionOnly: boolean;
}

export const EMPTY_FAULT_FORM: FaultForm = {
  kind: 'error',
  path: '*',
  method: null,
  delayMs: '2000',
  delayMaxMs: '',
  status: 500,
  message: '',
  count: '',
  ratePercent: '100',
  sessionOnly: true,
};

const POLL_MS = 5000;
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The request for a form: only the fields its kind takes (the simulator refuses the others). */
export function faultBody(form: FaultForm): InjectedFaultInput {
  const rate = whole(form.ratePercent);
  return {
    kind: form.kind,
    path: form.path.trim() || '*',
    ...(form.method ? { method: form.method } : {}),
    ...(rate !== undefined ? { rate: rate / 100 } : {}),
    ...(whole(form.count) !== undefined ? { count: whole(form.count) } : {}),
    sessionOnly: form.sessionOnly,
    ...(form.kind === 'latency' ? { delayMs: whole(form.delayMs) ?? 0, ...(whole(form.delayMaxMs) !== undefined ? { delayMaxMs: whole(form.delayMaxMs) } : {}) } : {}),
    ...(form.kind === 'http' ? { status: form.status as 500 | 502 | 503 } : {}),
    ...(form.kind === 'error' && form.message.trim() ? { message: form.message.trim() } : {}),
  };
}

export function FaultInjectionPanel({ run, busy }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FaultForm>(EMPTY_FAULT_FORM);
  // Faults for everyone and ending everyone's sessions reach every user: ADMIN's alone.
  const forEveryone = useSimAccess()(SIM_CONTROL.expireSessions);
  const [active, setActive] = useState<InjectedFault[]>([]);
  const set = (patch: Partial<FaultForm>) => setForm((f) => ({ ...f, ...patch }));

  const reload = useCallback(async () => {
    const outcome = await simControl.faults();
    if (outcome.ok) setActive(outcome.response.data.list);
  }, []);
  useEffect(() => void reload(), [reload]);
  useInterval(() => void reload(), POLL_MS);

  const act = async (label: string, call: () => Promise<SimOutcome>) => {
    await run(label, call);
    await reload();
  };
  const describe = (f: InjectedFault) =>
    [
      f.method ?? t('simulator.faults.anyMethod'),
      f.path,
      f.kind === 'latency' ? (f.delayMaxMs !== null ? `${f.delayMs}–${f.delayMaxMs} ms` : `${f.delayMs} ms`) : null,
      f.kind === 'http' ? `HTTP ${f.status}` : null,
      f.kind === 'error' && f.message ? `“${f.message}”` : null,
      f.rate < 1 ? `${Math.round(f.rate * 100)}%` : null,
      f.remaining !== null ? t('simulator.faults.remaining', { count: f.remaining }) : null,
      t('simulator.faults.hits', { count: f.hits }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Card title={t('simulator.faults.title')} data-testid="sim-faults">
      <p className="mt-0 text-600 text-sm">{t('simulator.faults.intro')}</p>
      <div className="grid">
        <div className="col-12 md:col-4">
          <SelectField
            id="fault-kind"
            label={t('simulator.faults.kind')}
            value={form.kind}
            options={INJECTED_FAULT_KINDS.map((kind) => ({ value: kind, label: t(`simulator.faults.kinds.${kind}`) }))}
            onValue={(kind) => kind && set({ kind })}
          />
        </div>
        <div className="col-12 md:col-5">
          <TextField id="fault-path" label={t('simulator.faults.path')} value={form.path} onValue={(path) => set({ path })} placeholder="/company/list" />
        </div>
        <div className="col-12 md:col-3">
          <SelectField
            id="fault-method"
            label={t('simulator.faults.method')}
            value={form.method}
            options={[
              { value: 'GET', label: 'GET' },
              { value: 'POST', label: 'POST' },
            ]}
            onValue={(method) => set({ method })}
            placeholder={t('simulator.faults.anyMethod')}
            showClear
          />
        </div>
        {form.kind === 'latency' && (
          <>
            <div className="col-6 md:col-4">
              <TextField id="fault-delay" label={t('simulator.faults.delayMs')} value={form.delayMs} onValue={(delayMs) => set({ delayMs })} inputMode="numeric" />
            </div>
            <div className="col-6 md:col-4">
              <TextField id="fault-delay-max" label={t('simulator.faults.delayMaxMs')} value={form.delayMaxMs} onValue={(delayMaxMs) => set({ delayMaxMs })} inputMode="numeric" />
            </div>
          </>
        )}
        {form.kind === 'http' && (
          <div className="col-12 md:col-4">
            <SelectField
              id="fault-status"
              label={t('simulator.faults.status')}
              value={form.status}
              options={INJECTED_HTTP_STATUSES.map((s) => ({ value: s, label: `HTTP ${s}` }))}
              onValue={(status) => status && set({ status })}
            />
          </div>
        )}
        {form.kind === 'error' && (
          <div className="col-12 md:col-8">
            <TextField id="fault-message" label={t('simulator.faults.message')} value={form.message} onValue={(message) => set({ message })} placeholder={t('simulator.faults.messageDefault')} />
          </div>
        )}
        <div className="col-6 md:col-3">
          <TextField id="fault-rate" label={t('simulator.faults.ratePercent')} value={form.ratePercent} onValue={(ratePercent) => set({ ratePercent })} inputMode="numeric" />
        </div>
        <div className="col-6 md:col-3">
          <TextField
            id="fault-count"
            label={form.kind === 'forbid' ? t('simulator.faults.countRequired') : t('simulator.faults.count')}
            value={form.count}
            onValue={(count) => set({ count })}
            inputMode="numeric"
          />
        </div>
        <div className="col-12 md:col-6 flex align-items-center gap-2">
          <Checkbox inputId="fault-session-only" checked={form.sessionOnly || !forEveryone} disabled={!forEveryone} onChange={(e) => set({ sessionOnly: Boolean(e.checked) })} />
          <label htmlFor="fault-session-only" className="text-sm">
            {t('simulator.faults.sessionOnly')}
          </label>
        </div>
        <div className="col-12 flex gap-2">
          <Button
            type="button"
            icon="pi pi-bolt"
            severity="danger"
            label={t('simulator.faults.add')}
            disabled={busy}
            onClick={() => void act(t('simulator.faults.add'), () => simControl.addFault(faultBody({ ...form, sessionOnly: form.sessionOnly || !forEveryone })))}
          />
          <Button
            type="button"
            icon="pi pi-check"
            severity="success"
            outlined
            label={t('simulator.faults.clearAll')}
            disabled={busy || active.length === 0}
            onClick={() => void act(t('simulator.faults.clearAll'), () => simControl.clearFaults())}
          />
          {forEveryone && <Button
            type="button"
            icon="pi pi-sign-out"
            severity="secondary"
            outlined
            label={t('simulator.faults.expireSessions')}
            disabled={busy}
            onClick={() =>
              confirmAction({
                acceptLabel: t('simulator.faults.expireSessions'),
                message: t('simulator.faults.expireSessionsConfirm'),
                onAccept: () => act(t('simulator.faults.expireSessions'), () => simControl.expireSessions()),
              })
            }
          />}
        </div>
      </div>
      <h3 className="text-base mb-2">{t('simulator.faults.active')}</h3>
      {active.length === 0 ? (
        <p className="m-0 text-600" data-testid="sim-faults-none">
          {t('simulator.faults.none')}
        </p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('simulator.faults.active')}>
          {active.map((f) => (
            <li key={f.faultId} className="flex align-items-center gap-2 flex-wrap" data-fault-id={f.faultId}>
              <Tag value={t(`simulator.faults.kinds.${f.kind}`)} severity={f.kind === 'latency' ? 'warning' : 'danger'} />
              {f.sessionOnly && <Tag value={f.mine ? t('simulator.faults.mine') : t('simulator.faults.otherSession', { userId: f.setBy })} severity="info" />}
              <span className="text-sm flex-1">{describe(f)}</span>
              <Button
                type="button"
                size="small"
                text
                icon="pi pi-times"
                label={t('simulator.faults.clear')}
                aria-label={`${t('simulator.faults.clear')} #${f.faultId}`}
                disabled={busy}
                onClick={() => void act(t('simulator.faults.clear'), () => simControl.clearFaults(f.faultId))}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
