// PrimeReact's Calendar as the console shows it: in the console's language (PrimeReact's locale), and
// with the back end's day as "today" (the simulated one in Simulator mode), where PrimeReact takes
// the browser's: the day marked today, the month it opens on when empty, and the Today button.
// A range calendar may offer one-click periods (`presets`) in place of Today, beside Clear.
import { useMemo, useRef, type SyntheticEvent } from 'react';
import { localeOption, updateLocaleOption } from 'primereact/api';
import { Button } from 'primereact/button';
import {
  Calendar as PrimeCalendar,
  type CalendarDateTemplateEvent,
  type CalendarProps,
  type CalendarSelectionMode,
} from 'primereact/calendar';
import type { FormEvent } from 'primereact/ts-helpers';
import { useBackendToday } from '../core/backendClock';
import { useLanguage } from '../i18n';
import { primeText } from '../i18n/primeLocale';

/** Weeks start on Monday (the Korean convention, and the one-click periods' week), in either language. */
const MONDAY = 1;
function weeksFromMonday(lang: string): void {
  // Set on the language's PrimeReact texts, which the Korean ones replace when they load.
  if (localeOption('firstDayOfWeek', lang) !== MONDAY) updateLocaleOption('firstDayOfWeek', MONDAY, lang);
}

/** A wire day (YYYY-MM-DD) as a local Date at midnight, the way PrimeReact holds days. */
function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** A one-click period: its label and its first and last wire days (YYYY-MM-DD). */
export interface CalendarPreset {
  id: string;
  label: string;
  startDate: string;
  endDate: string;
}

export function Calendar<M extends CalendarSelectionMode = 'single'>(props: CalendarProps<M> & { presets?: readonly CalendarPreset[] }) {
  const { showButtonBar, dateTemplate, footerTemplate, presets, ...rest } = props;
  const lang = useLanguage();
  weeksFromMonday(lang);
  const backendDay = useBackendToday();
  // One Date per day: PrimeReact re-opens on viewDate whenever it is a new object.
  const today = useMemo(() => localDay(backendDay), [backendDay]);
  const calendar = useRef<PrimeCalendar<M>>(null);
  const empty = props.value == null || (Array.isArray(props.value) && props.value.every((d) => !d));

  // PrimeReact styles (and moves the keyboard to) the cell whose meta says `today`; the template sees
  // that meta first, so it is where the back end's day takes over from the browser's.
  const markToday = (date: CalendarDateTemplateEvent) => {
    date.today = date.year === today.getFullYear() && date.month === today.getMonth() && date.day === today.getDate();
    return dateTemplate ? dateTemplate(date) : date.day;
  };

  function pick(event: SyntheticEvent, day: Date | null, last: Date | null = day) {
    const value = day && (props.selectionMode === 'range' ? [day, last] : props.selectionMode === 'multiple' ? [day] : day);
    props.onChange?.({
      originalEvent: event,
      value,
      stopPropagation: () => event.stopPropagation(),
      preventDefault: () => event.preventDefault(),
      target: { name: props.name, id: props.id, value },
    } as FormEvent<NonNullable<CalendarProps<M>['value']>>);
    calendar.current?.hide();
  }

  // The button bar PrimeReact draws (same look), with Today meaning the back end's day.
  const buttonBar = () => (
    <div className={presets ? 'p-datepicker-buttonbar flex-wrap justify-content-start gap-1' : 'p-datepicker-buttonbar'} data-testid={presets ? 'period-presets' : undefined}>
      {presets ? (
        presets.map((preset) => (
          <Button
            key={preset.id}
            type="button"
            label={preset.label}
            className="p-button-secondary p-button-text"
            data-preset={preset.id}
            onClick={(e) => pick(e, localDay(preset.startDate), localDay(preset.endDate))}
          />
        ))
      ) : (
        <Button type="button" label={primeText('today', lang)} className="p-button-secondary p-button-text" onClick={(e) => pick(e, localDay(backendDay))} />
      )}
      <Button type="button" label={primeText('clear', lang)} className="p-button-secondary p-button-text" onClick={(e) => pick(e, null)} />
    </div>
  );

  return (
    <PrimeCalendar<M>
      {...rest}
      ref={calendar}
      locale={lang}
      viewDate={props.viewDate ?? (empty ? today : undefined)}
      dateTemplate={markToday}
      footerTemplate={showButtonBar ? buttonBar : footerTemplate}
    />
  );
}
