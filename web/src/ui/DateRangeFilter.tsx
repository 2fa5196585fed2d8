// A period filter: a PrimeReact range calendar bound to the list's startDate / endDate (YYYY-MM-DD
// in the URL). Applied once both ends are picked, or at once by a one-click period (ui/periodPresets:
// today, yesterday, this week …, from the back end's day); Clear removes both.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Calendar } from './Calendar';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import { useBackendToday } from '../core/backendClock';
import { PERIOD_PRESETS, presetPeriod } from './periodPresets';

type Range = (Date | null)[] | null;

function toRange(startDate?: string, endDate?: string): Range {
  return startDate && endDate ? [dayjs(startDate).toDate(), dayjs(endDate).toDate()] : null;
}

interface Props {
  startDate?: string;
  endDate?: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
  id?: string;
}

export function DateRangeFilter({ startDate, endDate, onChange, id = 'filter-period' }: Props) {
  const { t } = useTranslation();
  const today = useBackendToday();
  const presets = useMemo(() => PERIOD_PRESETS.map((id) => ({ id, label: t(`periodPresets.${id}`), ...presetPeriod(id, today) })), [t, today]);
  const [draft, setDraft] = useState<Range>(() => toRange(startDate, endDate));
  useEffect(() => setDraft(toRange(startDate, endDate)), [startDate, endDate]);

  function change(value: Range) {
    setDraft(value);
    if (!value || value.every((d) => !d)) onChange({ startDate: '', endDate: '' });
    else if (value[0] && value[1]) onChange({ startDate: dayjs(value[0]).format(WIRE_DATE_FORMAT), endDate: dayjs(value[1]).format(WIRE_DATE_FORMAT) });
  }

  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('fields.period')}
      </label>
      <Calendar
        inputId={id}
        value={draft}
        onChange={(e) => change((e.value as Range) ?? null)}
        selectionMode="range"
        dateFormat="yy.mm.dd"
        readOnlyInput
        showIcon
        showButtonBar
        presets={presets}
        hideOnRangeSelection
        placeholder={t('app.all')}
        style={{ width: '16rem' }}
      />
    </div>
  );
}
