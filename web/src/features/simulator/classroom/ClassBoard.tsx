// The class board: one row per trainee (number, user ID, name, sandbox company, resets, last
// sign-in, exercises done with a bar), one narrow column per exercise of the course (headed by its
// number, its title in the header's tooltip) with ✓ once done (the time in the tooltip) and a
// finding task's wrong answers, and the row's actions. Times are the simulator's. Narrow, so a
// course of a dozen exercises fits a 1440 px screen.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { ProgressBar } from 'primereact/progressbar';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { formatDate } from '../../../ui/format';
import { courseExercises, doneCount } from './boardCsv';
import { TraineeActions, type TraineeHandlers } from './TraineeActions';
import type { BoardRow, RunningClass } from './useClassBoard';

function DoneCell({ row, total }: { row: BoardRow; total: number }) {
  const done = doneCount(row);
  if (total === 0) return <span className="text-600">-</span>;
  return (
    <div className="flex align-items-center gap-2" style={{ minWidth: '8rem' }}>
      <span className="white-space-nowrap" data-testid="done-count">
        {done}/{total}
      </span>
      <ProgressBar value={Math.round((done / total) * 100)} showValue={false} style={{ height: '0.5rem', flex: 1 }} aria-label={`${done}/${total}`} />
    </div>
  );
}

/** The wrong answers of a finding task, red, when there are any. */
function WrongAnswers({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const text = t('simulator.classroom.wrongAnswersOf', { count });
  return (
    <span className="text-red-700 text-sm ml-1 white-space-nowrap" title={text} data-testid="wrong-answers">
      <span aria-hidden="true">✗{count}</span>
      <span className="p-hidden-accessible">{text}</span>
    </span>
  );
}

/** ✓ for a done exercise (the time it was done in its tooltip), a dot for one not done, and wrong answers; a screen reader hears it in words. */
function ExerciseCell({ exercise }: { exercise: BoardRow['exercises'][number] | undefined }) {
  const { t } = useTranslation();
  const wrong = <WrongAnswers count={exercise?.wrongAnswers ?? 0} />;
  if (!exercise?.done) {
    return (
      <>
        <span className="text-500" aria-hidden="true">·</span>
        <span className="p-hidden-accessible">{t('simulator.classroom.notDone')}</span>
        {wrong}
      </>
    );
  }
  const time = exercise.doneAt ? formatDate(exercise.doneAt, DATE_TIME_FORMAT) : '';
  const said = time ? t('simulator.classroom.doneAt', { time }) : t('simulator.classroom.done');
  return (
    <>
      <i className="pi pi-check text-green-700" aria-hidden="true" title={said} />
      <span className="p-hidden-accessible">{said}</span>
      {wrong}
    </>
  );
}

/** An exercise's header: its number, its title in the tooltip (and for a screen reader). */
function ExerciseHeader({ n, title }: { n: number; title: string }) {
  const { t } = useTranslation();
  const full = t('simulator.classroom.exerciseNo', { n, title });
  return (
    <abbr title={full} aria-label={full} className="no-underline" style={{ cursor: 'help' }} data-testid="exercise-header">
      {n}
    </abbr>
  );
}

export function ClassBoard({ board, handlers, busy }: { board: RunningClass; handlers: TraineeHandlers; busy: boolean }) {
  const { t } = useTranslation();
  const exercises = courseExercises(board);
  const key = (name: string) => t(`simulator.classroom.${name}`);
  return (
    <DataTable
      value={board.trainees}
      dataKey="userId"
      size="small"
      scrollable
      stripedRows
      rowHover
      cellMemo={false}
      emptyMessage={key('noTrainees')}
      aria-label={key('boardTitle')}
      data-testid="class-board"
    >
      <Column field="traineeNo" header={key('traineeNo')} style={{ width: '4rem' }} />
      <Column field="userId" header={key('userId')} className="white-space-nowrap" />
      <Column field="userName" header={key('userName')} className="white-space-nowrap" />
      <Column field="companyName" header={key('company')} className="white-space-nowrap" />
      <Column field="resets" header={key('resets')} />
      <Column header={key('lastSignIn')} className="white-space-nowrap" body={(row: BoardRow) => formatDate(row.lastSignIn, DATE_TIME_FORMAT)} />
      <Column header={key('done')} body={(row: BoardRow) => <DoneCell row={row} total={exercises.length} />} />
      {exercises.map((exercise, i) => (
        <Column
          key={exercise.id}
          header={<ExerciseHeader n={i + 1} title={exercise.title} />}
          className="text-center white-space-nowrap"
          style={{ width: '2.75rem' }}
          body={(row: BoardRow) => <ExerciseCell exercise={row.exercises.find((e) => e.id === exercise.id)} />}
        />
      ))}
      <Column
        header={key('actions')}
        // Reachable however many exercise columns scroll beside it.
        frozen
        alignFrozen="right"
        style={{ width: '3.5rem' }}
        body={(row: BoardRow) => <TraineeActions trainee={row} handlers={handlers} disabled={busy} />}
      />
    </DataTable>
  );
}
