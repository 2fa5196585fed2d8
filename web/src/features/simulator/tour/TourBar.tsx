// The tour bar, at the foot of every screen while a demo tour runs: where the tour is, what to say
// (in the console's language, the other one below it), and Back, Next, Restart, End. A presenter's
// clicker sends PageDown/PageUp, so the keys work wherever focus is (whose key is whose:
// tourMayTake): → PageDown Space next, ← PageUp back, Home restart, Esc end. Each step is the
// simulator's answer to POST /sim/tours/:tourId/go; the screen it names is opened afresh (Shell keys
// it by `shown`). Back and restart replace the world, so they ask first when that signs anyone out;
// End gives the clock back its pace from before the tour.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { simControl } from '../../../api/simControl';
import { useBackendClock } from '../../../core/backendClock';
import { useLanguage } from '../../../i18n';
import { replaceWorld } from '../replaceWorld';
import { useTourState } from '../../../state/tour';

/** Goes to a step and shows it; answers the simulator's message when it did not. */
export function useTourGo() {
  const navigate = useNavigate();
  const show = useTourState((s) => s.show);
  return useCallback(
    async (tourId: string, step: number, restart = false): Promise<string | null> => {
      const askedAt = Date.now();
      const outcome = await simControl.tourGo(tourId, step, restart);
      if (!outcome.ok) return outcome.message;
      const { clock, ...view } = outcome.response.data;
      useBackendClock.getState().heard(clock, askedAt); // "today" of every screen follows the tour's clock
      show(view);
      void navigate(view.show);
      return null;
    },
    [navigate, show],
  );
}

/** An open dialog, dropdown panel or menu: it keeps every key (Esc closes it, arrows move in it). */
const OPEN_LAYER = '[role="dialog"][aria-modal="true"], .p-dialog-mask, .p-connected-overlay-enter-active, .p-connected-overlay-enter-done';
/** What a clicker sends: a one-line field has no use for them, so they stay the tour's there too. */
const CLICKER_KEYS = new Set(['PageDown', 'PageUp']);

/**
 * Whether a tour key is the tour's where it was pressed. A form field keeps what typing needs (→ ←
 * Space Home Esc) and leaves a clicker's PageDown/PageUp to the tour; anywhere else — a tab list, a
 * button, the page — the tour's keys are the tour's (Enter still presses a button).
 */
function tourMayTake(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || document.querySelector(OPEN_LAYER)) return false;
  const target = event.target;
  const inField = target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return !inField || CLICKER_KEYS.has(event.key);
}

export default function TourBar() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const other = lang === 'ko' ? 'en' : 'ko';
  const step = useTourState((s) => s.step);
  const end = useTourState((s) => s.end);
  const go = useTourGo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The key the tour took, until its key-up (kept across the re-binding a step's busy state causes). */
  const taken = useRef<string | null>(null);

  const move = useCallback(
    async (to: number, restart = false) => {
      if (!step || busy || to < 1 || to > step.stepCount) return;
      const goThere = async () => {
        setBusy(true);
        setError(null);
        try {
          const failure = await go(step.tourId, to, restart);
          setError(failure && t('simulator.tour.failed', { message: failure }));
        } finally {
          setBusy(false);
        }
      };
      if (!restart && to === step.step + 1) return goThere(); // the next step moves the world as it stands
      setBusy(true); // keys wait while the simulator says who is signed in
      try {
        await replaceWorld({
          label: t(restart ? 'simulator.tour.restart' : 'simulator.tour.back'),
          question: t(restart ? 'simulator.tour.confirmRestart' : 'simulator.tour.confirmBack'),
          replace: goThere,
          onlyWithOthers: true,
        });
      } finally {
        setBusy(false);
      }
    },
    [step, busy, go, t],
  );

  const finish = useCallback(async () => {
    if (!step || busy) return;
    setBusy(true);
    setError(null);
    const askedAt = Date.now();
    const outcome = await simControl.tourEnd(step.tourId);
    setBusy(false);
    if (!outcome.ok) return setError(t('simulator.tour.endFailed', { message: outcome.message }));
    useBackendClock.getState().heard(outcome.response.data.clock, askedAt);
    end();
  }, [step, busy, end, t]);

  // Listens before the page does (capture) and keeps the keys it takes from it, so a tab list or a
  // focused button cannot swallow a clicker's key. Bound in the commit that shows a step (a layout
  // effect): a passive effect would leave the previous step's handler, still busy, to drop a key
  // pressed as soon as the step shows.
  useLayoutEffect(() => {
    if (!step) return;
    const action: Record<string, () => void> = {
      ArrowRight: () => void move(step.step + 1),
      PageDown: () => void move(step.step + 1),
      ' ': () => void move(step.step + 1),
      ArrowLeft: () => void move(step.step - 1),
      PageUp: () => void move(step.step - 1),
      Home: () => void move(1, true),
      Escape: () => void finish(),
    };
    const onKey = (event: KeyboardEvent) => {
      const run = action[event.key];
      if (!run || !tourMayTake(event)) return;
      event.preventDefault();
      event.stopPropagation();
      taken.current = event.key;
      if (!event.repeat) run();
    };
    // Its key-up too: a focused button is pressed on Space's key-up.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== taken.current) return;
      taken.current = null;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, [step, move, finish]);

  if (!step) return null;
  return (
    <section className="tour-bar surface-card border-top-2 border-primary shadow-3 px-3 py-2" aria-label={t('simulator.tour.bar')} data-testid="tour-bar" data-step={step.step}>
      <div className="flex align-items-start gap-3 flex-wrap">
        <div className="flex-1 min-w-0" style={{ flexBasis: '20rem' }}>
          <div className="flex align-items-baseline gap-2 flex-wrap">
            <span className="text-sm font-semibold text-primary" data-testid="tour-step">
              {t('simulator.tour.stepOf', { step: step.step, count: step.stepCount })}
            </span>
            <h2 className="text-base m-0" data-testid="tour-title">
              {step.title[lang]}
            </h2>
          </div>
          <p className="m-0 mt-1 line-height-3" data-testid="tour-say">
            {step.say[lang]}
          </p>
          {/* A phone has room for one language and no keyboard: the other language and the keys show from md up. */}
          <p className="hidden md:block m-0 mt-1 text-sm text-700 line-height-3" lang={other} data-testid="tour-say-other">
            {step.say[other]}
          </p>
        </div>
        <div className="flex align-items-center gap-2 flex-wrap">
          <Button type="button" icon="pi pi-arrow-left" label={t('simulator.tour.back')} outlined size="small" disabled={busy || step.step <= 1} onClick={() => void move(step.step - 1)} />
          <Button
            type="button"
            icon="pi pi-arrow-right"
            iconPos="right"
            label={t('simulator.tour.next')}
            size="small"
            disabled={busy || step.step >= step.stepCount}
            onClick={() => void move(step.step + 1)}
            data-testid="tour-next"
          />
          <Button type="button" icon="pi pi-replay" label={t('simulator.tour.restart')} outlined size="small" disabled={busy} onClick={() => void move(1, true)} />
          <Button type="button" icon="pi pi-times" label={t('simulator.tour.end')} text size="small" disabled={busy} onClick={() => void finish()} />
        </div>
      </div>
      <p className="hidden md:block m-0 mt-1 text-xs text-700">{t('simulator.tour.keys')}</p>
      <div aria-live="polite" className="text-sm">
        {busy && <span data-testid="tour-busy">{t('simulator.tour.working')}</span>}
        {error && <Message severity="error" text={error} data-testid="tour-error" />}
      </div>
    </section>
  );
}
