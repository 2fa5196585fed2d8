// The time slots in which employee UIDs may open the division's kiosks: the list, add (HH:mm –
// HH:mm), delete per row. Refusals (overlap, end before start) show the server's message.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputMask } from 'primereact/inputmask';
import { Message } from 'primereact/message';
import { useDivisionStore, type UidTime } from '../../state/division';
import { confirmAction } from '../../ui/confirmAction';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { showOutcome } from '../../ui/MessageDialog';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function TimeInput({ id, label, value, onValue }: { id: string; label: string; value: string; onValue: (value: string) => void }) {
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <InputMask id={id} mask="99:99" slotChar="HH:mm" placeholder="HH:mm" value={value} onChange={(e) => onValue(e.target.value ?? '')} style={{ width: '7rem' }} />
    </div>
  );
}

export function UidTimeSlots({ divisionIdx }: { divisionIdx: number }) {
  const { t } = useTranslation();
  const slots = useDivisionStore((s) => s.uidTimes);
  const { fetchUidTimes, addUidTime, removeUidTime } = useDivisionStore.getState();
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [badTime, setBadTime] = useState(false);

  useEffect(() => {
    void fetchUidTimes(divisionIdx);
  }, [divisionIdx, fetchUidTimes]);

  async function add(event: FormEvent) {
    event.preventDefault();
    const wellFormed = HH_MM.test(startTime) && HH_MM.test(endTime);
    setBadTime(!wellFormed);
    if (!wellFormed) return;
    if (await showOutcome(await addUidTime(divisionIdx, startTime, endTime))) {
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
      <form onSubmit={(e) => void add(e)} noValidate aria-label={t('uidTime.add')} className="flex align-items-end gap-3 flex-wrap">
        <TimeInput id="startTime" label={t('fields.startTime')} value={startTime} onValue={setStartTime} />
        <TimeInput id="endTime" label={t('fields.endTime')} value={endTime} onValue={setEndTime} />
        <Button type="submit" label={t('uidTime.add')} icon="pi pi-plus" />
      </form>
      {badTime && <Message severity="error" text={t('uidTime.badTime')} />}
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
