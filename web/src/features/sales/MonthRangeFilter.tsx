// A period of whole months: a PrimeReact month calendar in range mode, applied once both ends are
// picked (from the first month's 1st to the last month's last day).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Calendar } from '../../ui/Calendar';
import { monthSpan, type Period } from './salesPeriod';

type Range = (Date | null)[] | null;

export function MonthRangeFilter({ startDate, endDate, onChange }: Period & { onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Range>(() => [dayjs(startDate).toDate(), dayjs(endDate).toDate()]);
  useEffect(() => setDraft([dayjs(startDate).toDate(), dayjs(endDate).toDate()]), [startDate, endDate]);

  function change(value: Range) {
    setDraft(value);
    if (value?.[0] && value[1]) onChange(monthSpan(value[0], value[1]));
  }

  return (
    <div className="flex flex-column gap-1">
      <label htmlFor="filter-months" className="text-sm font-medium">
        {t('fields.period')}
      </label>
      <Calendar
        inputId="filter-months"
        value={draft}
        onChange={(e) => change((e.value as Range) ?? null)}
        selectionMode="range"
        view="month"
        dateFormat="yy.mm"
        readOnlyInput
        showIcon
        hideOnRangeSelection
        style={{ width: '14rem' }}
      />
    </div>
  );
}
