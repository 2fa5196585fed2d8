// The trainee's checklist: a header button with the count done ("My exercises 3/9") that opens a
// drawer on the right with the course's exercises in order, each with its task (the simulator fills
// in this trainee's values), ✓ and the simulated time once done, and for a finding task the answer
// box. An exercise not done yet says what its check looks for and links to the screen where it is
// done; once all are done the drawer says so. It reads the checklist again every 10 s while the tab
// is visible, right after any save the console reports (so a tick follows 'Normally processed' at
// once) and in another language when the operator switches; when the trainer has reset the
// trainee's sandbox since the last read (the resets count grew), a notice says so.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Sidebar } from 'primereact/sidebar';
import { Toast } from 'primereact/toast';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { MAX_ANSWER_TRIES, answerBody, type MyExercise } from '@contract/sim-classroom';
import { traineeControl, type MyTrainee } from '../../api/simControl';
import { useAreaScreen } from '../../core/areaScreen';
import { useLanguage } from '../../i18n';
import { onSaved } from '../../state/areaStore';
import { formatDate } from '../../ui/format';
import { keepFocusInside } from '../../ui/keepFocusInside';
import { useInterval } from '../../ui/useInterval';

/** How often the checklist is read again (a check may turn true through the fleet, not only a save). */
export const CHECKLIST_REFRESH_MS = 10_000;

type Verdict = { right: boolean; text: string };

function FindingAnswer({ exercise, onRight }: { exercise: MyExercise; onRight: (doneAt: string | null) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [triesLeft, setTriesLeft] = useState(MAX_ANSWER_TRIES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return setVerdict({ right: false, text: t('myExercises.answerEmpty') });
    setBusy(true);
    const outcome = await traineeControl.answer(exercise.id, answer.trim());
    setBusy(false);
    if (!outcome.ok) return setVerdict({ right: false, text: outcome.message });
    setTriesLeft(outcome.response.data.triesLeft);
    if (outcome.response.data.done) {
      setVerdict({ right: true, text: t('myExercises.right') });
      onRight(outcome.response.data.doneAt);
    } else {
      const text = outcome.response.data.triesLeft > 0 ? t('myExercises.wrong', { count: outcome.response.data.triesLeft }) : t('myExercises.noTriesLeft');
      setVerdict({ right: false, text });
    }
  };

  return (
    <form className="mt-2" onSubmit={(event) => void submit(event)} noValidate>
      {!exercise.done && (
        <div className="flex gap-2 align-items-center flex-wrap">
          <label htmlFor={inputId}>{t('myExercises.answer')}</label>
          <InputText
            id={inputId}
            value={answer}
            maxLength={answerBody.shape.answer.maxLength ?? undefined}
            className="p-inputtext-sm flex-1"
            disabled={triesLeft === 0}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <Button type="submit" label={t('myExercises.check')} size="small" loading={busy} disabled={triesLeft === 0} />
        </div>
      )}
      <small role="status" className={`block mt-1 ${verdict?.right ? 'text-green-700' : 'text-red-700'}`} data-testid="answer-verdict">
        {verdict?.text}
      </small>
    </form>
  );
}

/** Where a task is done: a link to its area's screen, which closes the drawer. */
function ScreenLink({ exercise, onGo }: { exercise: MyExercise; onGo: () => void }) {
  const { t } = useTranslation();
  const route = useAreaScreen()(exercise.area);
  if (!route) return null;
  return (
    <Link to={route.path} onClick={onGo} className="text-sm" data-testid="exercise-screen">
      <i className="pi pi-arrow-right mr-1" aria-hidden="true" />
      {t('myExercises.goTo', { screen: t(route.titleKey) })}
    </Link>
  );
}

function ExerciseItem({ exercise, onRight, onGo }: { exercise: MyExercise; onRight: (doneAt: string | null) => void; onGo: () => void }) {
  const { t } = useTranslation();
  const at = formatDate(exercise.doneAt, DATE_TIME_FORMAT);
  return (
    <li className="mb-3 pl-1" data-testid="my-exercise" data-done={exercise.done}>
      <div className="flex align-items-start justify-content-between gap-2">
        <strong>{exercise.title}</strong>
        <span
          role="img"
          aria-label={exercise.done ? t('myExercises.done', { at }) : t('myExercises.notDone')}
          className={`white-space-nowrap text-sm ${exercise.done ? 'text-green-700' : 'text-500'}`}
        >
          <i className={`pi ${exercise.done ? 'pi-check-circle' : 'pi-circle'} mr-1`} aria-hidden="true" />
          {exercise.done && at}
        </span>
      </div>
      <p className="mt-1 mb-0 line-height-3 text-700" data-testid="exercise-task">
        {exercise.task}
      </p>
      {!exercise.done && exercise.looksFor && (
        <p className="mt-1 mb-0 text-sm text-600" data-testid="exercise-looks-for">
          {t('myExercises.looksFor', { what: exercise.looksFor })}
        </p>
      )}
      {!exercise.done && <ScreenLink exercise={exercise} onGo={onGo} />}
      {exercise.kind === 'find' && <FindingAnswer exercise={exercise} onRight={onRight} />}
    </li>
  );
}

export default function MyExercises({ first }: { first: MyTrainee }) {
  const { t } = useTranslation();
  const drawerId = useId();
  const buttonId = useId();
  const [trainee, setTrainee] = useState<MyTrainee | null>(first);
  const [open, setOpen] = useState(false);
  const toast = useRef<Toast>(null);
  const resetsSeen = useRef(first.resets);

  const refresh = useCallback(async () => {
    const outcome = await traineeControl.myClass();
    if (!outcome.ok) return;
    const now = outcome.response.data.trainee;
    setTrainee(now);
    if (now && now.resets > resetsSeen.current) {
      toast.current?.show({ severity: 'warn', summary: t('myExercises.title'), detail: t('myExercises.resetNotice'), sticky: true });
    }
    if (now) resetsSeen.current = now.resets;
  }, [t]);
  useInterval(refresh, CHECKLIST_REFRESH_MS);
  useEffect(() => onSaved(() => void refresh()), [refresh]);
  // Titles and tasks come in the language asked in: another language reads them again.
  const lang = useLanguage();
  const shownIn = useRef(lang);
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    void refresh();
  }, [lang, refresh]);

  /** A right answer ticks its exercise at once; the next read confirms it. */
  const markDone = (exerciseId: string, doneAt: string | null) =>
    setTrainee((now) => now && { ...now, exercises: now.exercises.map((e) => (e.id === exerciseId ? { ...e, done: true, doneAt } : e)) });

  // The class ended, or this user left it.
  if (!trainee) return null;
  const total = trainee.exercises.length;
  const done = trainee.exercises.filter((e) => e.done).length;
  return (
    <>
      <Toast ref={toast} position="top-center" />
      <Button
        type="button"
        icon="pi pi-check-square"
        label={t('myExercises.button', { done, total })}
        aria-label={t('myExercises.buttonLabel', { done, total })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        size="small"
        severity={done === total ? 'success' : undefined}
        outlined={done !== total}
        id={buttonId}
        data-testid="my-exercises-button"
        onClick={() => {
          setOpen(true);
          void refresh();
        }}
      />
      <Sidebar
        id={drawerId}
        visible={open}
        onHide={() => {
          setOpen(false);
          document.getElementById(buttonId)?.focus();
        }}
        position="right"
        role="dialog"
        aria-label={t('myExercises.title')}
        header={<strong className="text-lg">{trainee.course.title}</strong>}
        className="w-full md:w-30rem"
        blockScroll
        aria-modal="true"
        ariaCloseLabel={t('myExercises.close')}
        onKeyDown={keepFocusInside}
        // Once no answer box is left, a long checklist has nothing to focus: the list itself takes
        // focus, so a keyboard can scroll it.
        pt={{ content: { tabIndex: 0 } }}
      >
        {done === total ? (
          <Message severity="success" text={t('myExercises.allDone', { total })} className="w-full justify-content-start mb-3" data-testid="my-exercises-all-done" />
        ) : (
          <p className="mt-0 text-600" data-testid="my-exercises-progress">
            {t('myExercises.progress', { done, total })}
          </p>
        )}
        <ol className="m-0 pl-4" data-testid="my-exercises">
          {trainee.exercises.map((exercise) => (
            <ExerciseItem key={exercise.id} exercise={exercise} onRight={(doneAt) => markDone(exercise.id, doneAt)} onGo={() => setOpen(false)} />
          ))}
        </ol>
      </Sidebar>
    </>
  );
}
