// The time slots in which employee UIDs may open the division's kiosks: the list, add (HH:mm –
// HH:mm), delete per row. The times are checked with the server's schema before sending (each
// problem under its field: ui/form); refusals (overlap) show the server's message.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputMask } from 'primereact/inputmask';
import { divisionEndpoints } from '@contract/endpoints/division';
import { useDivisionStore, type UidTime } from './store';
import { confirmAction } from '../../ui/confirmAction';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { FormField, FormProblemsProvider, useFormProblems } from '../../ui/form';
import { showOutcome } from '../../ui/MessageDialog';

function TimeInput({ id, label, value, onValue }: { id: string; label: string; value: string; onValue: (value: string) => void }) {
  return (
    <FormField id={id} label={label}>
      {(field) => (
        <InputMask
          id={id}
          mask="99:99"
          slotChar="HH:mm"
          placeholder="HH:mm"
          value={value}
          onChange={(e) => {
            field.edited();
            onValue(e.target.value ?? '');
          }}
          {...field.inputProps}
          style={{ width: '7rem' }}
        />
      )}
    </FormField>
  );
}

export function UidTimeSlots({ divisionIdx }: { divisionIdx: number }) {
  const { t } = useTranslation();
  const slots = useDivisionStore((s) => s.uidTimes);
  const { fetchUidTimes, addUidTime, removeUidTime } = useDivisionStore.getState();
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const problems = useFormProblems();

  useEffect(() => {
    void fetchUidTimes(divisionIdx);
  }, [divisionIdx, fetchUidTimes]);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!problems.check(divisionEndpoints.uidTimeStore.body, { divisionIdx, startTime, endTime })) return;
    const result = await addUidTime(divisionIdx, startTime, endTime);
    problems.takeAnswer(result);
    if (await showOutcome(result)) {
      setStartTime('');
      setEndTime('');
    }
  }

  function remove(slot: UidTime) {
    confirmAction({
      message: t('uidTime.confirmDelete', { start: slot.startTime, end: slot.endTime }),
      onAccept: async () => void (await showOutcome(await removeUidTime(slot.employeeUidTimeIdx))),
    });
  }

  return (
    <section aria-labelledby="uid-time-title" className="flex flex-column gap-2" data-testid="uid-time-slots">
      <h2 id="uid-time-title" className="text-lg m-0">
        {t('uidTime.title')}
      </h2>
      <p className="m-0 text-sm text-600">{t('uidTime.hint')}</p>
      <FormProblemsProvider value={problems}>
        <form onSubmit={(e) => void add(e)} noValidate aria-label={t('uidTime.add')} className="flex align-items-start gap-3 flex-wrap">
          <TimeInput id="startTime" label={t('fields.startTime')} value={startTime} onValue={setStartTime} />
          <TimeInput id="endTime" label={t('fields.endTime')} value={endTime} onValue={setEndTime} />
          <Button type="submit" label={t('uidTime.add')} icon="pi pi-plus" className="mt-4" />
        </form>
      </FormProblemsProvider>
      <DataList<UidTime>
        label={t('uidTime.title')}
        rows={slots}
        dataKey="employeeUidTimeIdx"
        emptyMessage={t('uidTime.empty')}
        columns={[
          { field: 'startTime', header: t('fields.startTime') },
          { field: 'endTime', header: t('fields.endTime') },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} /> },
          {
            field: 'delete',
            header: '',
            body: (row) => (
              <Button
                type="button"
                icon="pi pi-trash"
                label={t('actions.delete')}
                severity="danger"
                size="small"
                text
                aria-label={t('uidTime.deleteSlot', { start: row.startTime, end: row.endTime })}
                onClick={() => remove(row)}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
