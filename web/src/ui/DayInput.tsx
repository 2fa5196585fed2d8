// A calendar day picked or typed as YYYY.MM.DD, the way days are shown (PrimeReact Calendar), held as
// a wire day (YYYY-MM-DD), '' for none. Given its path in
// a form with problems (ui/form), it shows that field's problem state: PrimeReact's invalid state,
// and on the input itself aria-invalid and aria-describedby naming the message (which the caller
// places: under the field, or under a group of fields).
import dayjs from 'dayjs';
import { Calendar } from './Calendar';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import { isWireDate } from './listFilters';
import { useFieldProblem } from './form';

interface Props {
  value: string;
  onValue: (day: string) => void;
  inputId?: string;
  ariaLabel?: string;
  className?: string;
  /** The field's path in the request body; its message's id is the one of `inputId` (ui/form errorIdOf). */
  path?: string;
}

export function DayInput({ value, onValue, inputId, ariaLabel, className, path }: Props) {
  const field = useFieldProblem(path, inputId ?? path ?? '');
  const { className: invalidClass, ...aria } = field.inputProps;
  return (
    <Calendar
      inputId={inputId}
      value={isWireDate(value) ? dayjs(value).toDate() : null}
      onChange={(e) => {
        field.edited();
        onValue(e.value instanceof Date ? dayjs(e.value).format(WIRE_DATE_FORMAT) : '');
      }}
      dateFormat="yy.mm.dd"
      showButtonBar
      placeholder="YYYY.MM.DD"
      aria-label={ariaLabel}
      className={className}
      inputClassName={['w-full', invalidClass].filter(Boolean).join(' ')}
      invalid={Boolean(field.error)}
      // Calendar sets the input's own aria; its pass-through adds the problem's.
      pt={{ input: { root: aria } }}
      appendTo={typeof document !== 'undefined' ? document.body : undefined}
    />
  );
}
