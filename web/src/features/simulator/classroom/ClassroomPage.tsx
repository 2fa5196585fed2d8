// /simulator/classroom (simulator mode, ADMIN): the trainer's class. Without a class, the form that
// makes one; then the trainees' sign-in cards (again on demand, for reprinting), the class board
// polled every 5 s, its CSV, one trainee's sandbox reset, faults and scenarios aimed at one trainee,
// and the end of the class, each destructive step asked first. Talks to /sim/classroom only (api/simControl).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Toast } from 'primereact/toast';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { TraineeCard } from '@contract/sim-classroom';
import { simControl, type SimOutcome } from '../../../api/simControl';
import { confirmAction } from '../../../ui/confirmAction';
import { csvFileName } from '../../../ui/csv';
import { formatDate } from '../../../ui/format';
import { saveFile } from '../../../ui/saveFile';
import { useSimAction } from '../useSimAction';
import { boardColumns, boardCsv, courseExercises } from './boardCsv';
import { ClassBoard } from './ClassBoard';
import { MakeClassForm } from './MakeClassForm';
import { SignInCards } from './SignInCards';
import type { AimedExercise, TraineeHandlers } from './TraineeActions';
import { BOARD_POLL_MS, runningClass, useClassBoard } from './useClassBoard';

/** A slow answer the trainee notices and still gets. */
const AIMED_DELAY_MS = 3000;

/** Slow answers and failed saves are API faults on every session of the trainee; the rest are scenarios on their kiosks. */
function aimAt(userId: string, exercise: AimedExercise): Promise<SimOutcome> {
  switch (exercise) {
    case 'slowAnswers':
      return simControl.addFault({ kind: 'latency', delayMs: AIMED_DELAY_MS, userId });
    case 'failedSaves':
      return simControl.addFault({ kind: 'error', method: 'POST', path: '/*/store', userId });
    case 'fridgeFailure':
      return simControl.scenario('fridge-failure', { userId });
    case 'lunchRush':
      return simControl.scenario('lunch-rush', { userId });
  }
}

export default function ClassroomPage() {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const { board, error, reload } = useClassBoard();
  const { run, busy } = useSimAction(toast, reload);
  const [cards, setCards] = useState<TraineeCard[] | null>(null);
  const running = runningClass(board);
  const key = (name: string, values?: Record<string, unknown>) => t(`simulator.classroom.${name}`, values);

  const showCards = async () => {
    const outcome = await simControl.classCards();
    if (outcome.ok) setCards(outcome.response.data.trainees);
    else toast.current?.show({ severity: 'error', summary: `${key('showCards')}: ${t('simulator.failed')}`, detail: outcome.message, life: 8000 });
  };
  const handlers: TraineeHandlers = {
    reset: (trainee) =>
      confirmAction({
        acceptLabel: key('resetTrainee'),
        message: key('confirmReset', { userId: trainee.userId }),
        onAccept: () => void run(`${key('resetTrainee')}: ${trainee.userId}`, () => simControl.resetTrainee(trainee.userId)),
      }),
    aim: (trainee, exercise) => void run(`${key(`aim.${exercise}`)}: ${trainee.userId}`, () => aimAt(trainee.userId, exercise)),
    clearAimed: (trainee) => void run(`${key('clearAimed')}: ${trainee.userId}`, () => simControl.clearFaultsOf(trainee.userId)),
  };
  const endClass = () =>
    confirmAction({
      acceptLabel: key('endClass'),
      message: key('confirmEnd', { count: running?.trainees.length ?? 0 }),
      onAccept: async () => {
        if (await run(key('endClass'), simControl.endClass)) setCards(null);
      },
    });
  const exportCsv = () => {
    if (!running) return;
    saveFile(new Blob([boardCsv(running, t)], { type: 'text/csv;charset=utf-8' }), csvFileName('class-board'));
  };
  // The workbook writer loads on this click only.
  const exportXlsx = async () => {
    if (!running) return;
    const { toXlsx } = await import('../../../ui/xlsx');
    saveFile(await toXlsx(boardColumns(running, t), running.trainees, 'class-board'), csvFileName('class-board', undefined, 'xlsx'));
  };

  return (
    <div className="flex flex-column gap-3" data-testid="classroom">
      <Toast ref={toast} position="bottom-right" />
      <p className="m-0 text-600">{key('intro')}</p>
      {error && <Message severity="error" text={key('loadFailed', { message: error })} data-testid="classroom-error" />}
      {board === null && !error && <p className="m-0">{t('app.loading')}</p>}
      {board !== null && !running && (
        <MakeClassForm
          onMade={(made) => {
            setCards(made);
            void reload();
          }}
        />
      )}
      {cards && <SignInCards cards={cards} onHide={() => setCards(null)} />}
      {running && (
        <Card title={running.course ? `${key('boardTitle')} · ${running.course.title}` : key('boardTitle')} data-testid="class-board-card">
          <div className="flex flex-wrap align-items-center gap-2 mb-3">
            <p className="m-0 text-600 text-sm flex-1">
              {key('boardHint', { seconds: BOARD_POLL_MS / 1000, at: formatDate(running.createdSimAt, DATE_TIME_FORMAT) })}
            </p>
            {!cards && <Button type="button" icon="pi pi-id-card" label={key('showCards')} outlined size="small" onClick={() => void showCards()} />}
            <Button type="button" icon="pi pi-file-export" label={t('actions.exportCsv')} outlined size="small" onClick={exportCsv} disabled={running.trainees.length === 0} />
            <Button type="button" icon="pi pi-file-excel" label={t('actions.exportXlsx')} outlined size="small" onClick={() => void exportXlsx()} disabled={running.trainees.length === 0} />
            <Button type="button" icon="pi pi-stop-circle" label={key('endClass')} severity="danger" outlined size="small" onClick={endClass} disabled={busy !== null} />
          </div>
          {running.trainees.length > 0 && courseExercises(running).length === 0 && <Message severity="info" text={key('noExercises')} className="w-full justify-content-start mb-3" />}
          <ClassBoard board={running} handlers={handlers} busy={busy !== null} />
        </Card>
      )}
    </div>
  );
}
