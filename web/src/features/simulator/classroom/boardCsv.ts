// The class board as a CSV file (ui/csv: UTF-8 with BOM, so Excel reads Korean): one row per
// trainee, headers in the console's language, then per exercise the time it was done or nothing,
// and after a finding task its wrong answers.
import type { TFunction } from 'i18next';
import { toCsv, type CsvColumn } from '../../../ui/csv';
import type { BoardRow, RunningClass } from './useClassBoard';

/** The course's exercises (every trainee has the same list). */
export function courseExercises(board: RunningClass): BoardRow['exercises'] {
  return board.trainees[0]?.exercises ?? [];
}

export const doneCount = (row: BoardRow) => row.exercises.filter((e) => e.done).length;

/** An exercise's cell: when it was done (a wire time, which the CSV writes in its one form; '✓' without a time), '' while not done. */
export function doneText(exercise: BoardRow['exercises'][number] | undefined): string {
  return exercise?.done ? exercise.doneAt || '✓' : '';
}

/** The board's columns, shared by its CSV and .xlsx files. */
export function boardColumns(board: RunningClass, t: TFunction): CsvColumn<BoardRow>[] {
  const key = (name: string) => t(`simulator.classroom.${name}`);
  const columns: CsvColumn<BoardRow>[] = [
    { header: key('traineeNo'), value: (row) => row.traineeNo },
    { header: key('userId'), value: (row) => row.userId },
    { header: key('userName'), value: (row) => row.userName },
    { header: key('company'), value: (row) => row.companyName },
    { header: key('resets'), value: (row) => row.resets },
    { header: key('lastSignIn'), value: (row) => row.lastSignIn },
    { header: key('done'), value: doneCount },
    ...courseExercises(board).flatMap((exercise) => {
      const of = (row: BoardRow) => row.exercises.find((e) => e.id === exercise.id);
      const done: CsvColumn<BoardRow> = { header: exercise.title, value: (row) => doneText(of(row)) };
      // Only a finding task takes answers: its wrong ones get a column beside it.
      const wrong: CsvColumn<BoardRow> = { header: `${exercise.title}: ${key('wrongAnswers')}`, value: (row) => of(row)?.wrongAnswers ?? 0 };
      return exercise.kind === 'find' ? [done, wrong] : [done];
    }),
  ];
  return columns;
}

export function boardCsv(board: RunningClass, t: TFunction): string {
  return toCsv(boardColumns(board, t), board.trainees);
}
