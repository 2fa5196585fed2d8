// The class board: one row per trainee (number, user ID, name, sandbox company, resets, last
// sign-in, exercises done with a bar), one column per exercise of the course with ✓ and the time it
// was done, and the row's actions. Times are the simulator's.
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

/** ✓ and the time for a done exercise, a dot for one not done; a screen reader hears it in words. */
function ExerciseCell({ exercise }: { exercise: BoardRow['exercises'][number] | undefined }) {
  const { t } = useTranslation();
  if (!exercise?.done) {
    return (
      <>
        <span className="text-500" aria-hidden="true">·</span>
        <span className="p-hidden-accessible">{t('simulator.classroom.notDone')}</span>
      </>
    );
  }
  const time = exercise.doneAt ? formatDate(exercise.doneAt, DATE_TIME_FORMAT) : '';
  return (
    <>
      <span className="white-space-nowrap text-green-700" aria-hidden="true">
        <i className="pi pi-check mr-1" />
        {exercise.doneAt ? formatDate(exercise.doneAt, 'HH:mm') : ''}
      </span>
      <span className="p-hidden-accessible">{time ? t('simulator.classroom.doneAt', { time }) : t('simulator.classroom.done')}</span>
    </>
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
      {exercises.map((exercise) => (
        <Column key={exercise.id} header={exercise.title} body={(row: BoardRow) => <ExerciseCell exercise={row.exercises.find((e) => e.id === exercise.id)} />} />
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
