// A calendar day picked or typed as YYYY-MM-DD (PrimeReact Calendar), '' for none.
import dayjs from 'dayjs';
import { Calendar } from '../../ui/Calendar';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import { isWireDate } from '../../ui/listFilters';

interface Props {
  value: string;
  onValue: (day: string) => void;
  inputId?: string;
  ariaLabel?: string;
  className?: string;
}

export function DayInput({ value, onValue, inputId, ariaLabel, className }: Props) {
  return (
    <Calendar
      inputId={inputId}
      value={isWireDate(value) ? dayjs(value).toDate() : null}
      onChange={(e) => onValue(e.value instanceof Date ? dayjs(e.value).format(WIRE_DATE_FORMAT) : '')}
      dateFormat="yy-mm-dd"
      showButtonBar
      placeholder="YYYY-MM-DD"
      aria-label={ariaLabel}
      className={className}
      inputClassName="w-full"
      appendTo={typeof document !== 'undefined' ? document.body : undefined}
    />
  );
}
