// What the trainer can do to one trainee, as a menu on the trainee's row of the board. Each action
// is one item of `traineeActions`; actions aimed at one trainee's sandbox (faults, scenarios) join it.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import type { BoardRow } from './useClassBoard';

export interface TraineeHandlers {
  /** Asks first, then resets the trainee's sandbox to the template. */
  reset: (trainee: BoardRow) => void;
  /** Something to practise on, aimed at this trainee only: an API fault or a scenario on their kiosks. */
  aim: (trainee: BoardRow, exercise: AimedExercise) => void;
  /** Takes away every fault aimed at this trainee or set by them. */
  clearAimed: (trainee: BoardRow) => void;
}

/** What a trainer aims at one trainee, by its label key under simulator.classroom.aim. */
export const AIMED_EXERCISES = ['slowAnswers', 'failedSaves', 'fridgeFailure', 'lunchRush'] as const;
export type AimedExercise = (typeof AIMED_EXERCISES)[number];

export function traineeActions(trainee: BoardRow, handlers: TraineeHandlers, t: (key: string) => string): MenuItem[] {
  return [
    { label: t('simulator.classroom.resetTrainee'), icon: 'pi pi-refresh', command: () => handlers.reset(trainee) },
    { separator: true },
    ...AIMED_EXERCISES.map((exercise) => ({ label: t(`simulator.classroom.aim.${exercise}`), icon: 'pi pi-bolt', command: () => handlers.aim(trainee, exercise) })),
    { label: t('simulator.classroom.clearAimed'), icon: 'pi pi-check-circle', command: () => handlers.clearAimed(trainee) },
  ];
}

export function TraineeActions({ trainee, handlers, disabled }: { trainee: BoardRow; handlers: TraineeHandlers; disabled: boolean }) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const id = `trainee-actions-${trainee.userId}`;
  return (
    <>
      <Menu model={traineeActions(trainee, handlers, t)} popup ref={menu} id={id} />
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        rounded
        text
        size="small"
        aria-label={t('simulator.classroom.actionsOf', { userId: trainee.userId })}
        aria-haspopup="menu"
        aria-controls={id}
        disabled={disabled}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}
