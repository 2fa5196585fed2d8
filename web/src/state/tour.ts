// The demo tour under way in this tab: the step the simulator last answered (what the tour bar
// shows on every screen), kept in sessionStorage so a reload keeps the tour. Free of zod and of the
// /sim client, so the shell can read it on every screen at no cost; TourBar (loaded only while a
// tour runs) does the calls.
import { create } from 'zustand';
import type { TourStepView } from '@contract/tours';

const STORAGE_KEY = 'kiosk-console.tour';

interface TourState {
  /** The step on screen, null when no tour runs. */
  step: TourStepView | null;
  /** Counts every step shown: the shell keys the screen by it, so the same path is loaded afresh. */
  shown: number;
  show(step: TourStepView): void;
  end(): void;
}

function saved(): TourStepView | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as TourStepView) : null;
  } catch {
    return null;
  }
}

export const useTourState = create<TourState>((set) => ({
  step: saved(),
  shown: 0,
  show(step) {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(step));
    set((s) => ({ step, shown: s.shown + 1 }));
  },
  end() {
    sessionStorage.removeItem(STORAGE_KEY);
    set({ step: null });
  },
}));
