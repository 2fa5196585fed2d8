// The division's employee point reset policy: cycle, day and points. Save registers the first
// policy ('registered') or modifies the one there is ('modified'). The values are checked with the
// server's schema first; each problem shows under its field (ui/form).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { LIMITS } from '@contract/constants';
import { divisionEndpoints } from '@contract/endpoints/division';
import { Tag } from 'primereact/tag';
import { useDivisionStore, type ResetPolicyValues } from './store';
import { FormField, FormProblemsProvider, useFormProblems } from '../../ui/form';
import { showOutcome } from '../../ui/MessageDialog';
import { SelectField } from '../../ui/SelectField';
import { RESET_CYCLES, fitResetDay, policyToValues, resetDays, type ResetCycle } from './resetPolicyForm';

export function ResetPolicyEditor({ divisionIdx }: { divisionIdx: number }) {
  const { t } = useTranslation();
  const policy = useDivisionStore((s) => (s.policyDivisionIdx === divisionIdx ? s.policy : null));
  const loaded = useDivisionStore((s) => s.policyDivisionIdx === divisionIdx);
  const { fetchPolicy, savePolicy } = useDivisionStore.getState();
  const [values, setValues] = useState<ResetPolicyValues>(() => policyToValues(policy));
  const [saving, setSaving] = useState(false);
  const problems = useFormProblems();

  useEffect(() => {
    void fetchPolicy(divisionIdx);
  }, [divisionIdx, fetchPolicy]);
  useEffect(() => setValues(policyToValues(policy)), [policy]);

  const dayLabel = (cycle: ResetCycle, day: number) =>
    cycle === 'DAILY' ? t('policy.everyDay') : cycle === 'WEEKLY' ? t(`enums.weekday.${day}`) : t('policy.dayOfMonth', { day });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!problems.check(divisionEndpoints.resetPolicyStore.body, { divisionIdx, ...values })) return;
    setSaving(true);
    const result = await savePolicy(divisionIdx, values);
    setSaving(false);
    problems.takeAnswer(result);
    await showOutcome(result);
  }

  return (
    <section aria-labelledby="policy-title" className="flex flex-column gap-2" data-testid="reset-policy">
      <div className="flex align-items-center gap-2">
        <h2 id="policy-title" className="text-lg m-0">
          {t('policy.title')}
        </h2>
        {loaded && <Tag value={policy ? t('policy.registered') : t('policy.none')} severity={policy ? 'success' : 'warning'} data-testid="policy-state" />}
      </div>
      <FormProblemsProvider value={problems}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('policy.title')} className="flex align-items-start gap-3 flex-wrap">
        <SelectField
          id="resetCycle"
          className=""
          label={t('fields.resetCycle')}
          value={values.resetCycle}
          options={RESET_CYCLES.map((cycle) => ({ value: cycle, label: t(`enums.resetCycle.${cycle}`) }))}
          onValue={(cycle) => cycle && setValues({ ...values, resetCycle: cycle, resetDay: fitResetDay(cycle, values.resetDay) })}
        />
        <SelectField
          id="resetDay"
          className=""
          label={t('fields.resetDay')}
          value={values.resetDay}
          options={resetDays(values.resetCycle).map((day) => ({ value: day, label: dayLabel(values.resetCycle, day) }))}
          onValue={(day) => day !== null && setValues({ ...values, resetDay: day })}
          disabled={values.resetCycle === 'DAILY'}
        />
        <FormField id="resetPoint" label={t('fields.resetPoint')}>
          {(field) => (
            <InputNumber
              inputId="resetPoint"
              value={values.resetPoint}
              onValueChange={(e) => {
                field.edited();
                setValues({ ...values, resetPoint: e.value ?? 0 });
              }}
              min={0}
              max={LIMITS.points}
              useGrouping
              suffix={t('policy.pointSuffix')}
              invalid={Boolean(field.error)}
              aria-describedby={field.inputProps['aria-describedby']}
            />
          )}
        </FormField>
        <Button type="submit" label={t('policy.save')} icon="pi pi-check" loading={saving} disabled={!loaded} className="mt-4" />
      </form>
      </FormProblemsProvider>
    </section>
  );
}
