// The class board as the trainer's screen sees it: GET /sim/classroom on arrival, every 5 s while the
// page is visible, and after every action. `board` is null until the first answer; a failed read
// keeps the last board and says why.
import { useCallback, useEffect, useState } from 'react';
import type { ClassBoard } from '@contract/sim-classroom';
import { simControl } from '../../../api/simControl';
import { useInterval } from '../../../ui/useInterval';

export const BOARD_POLL_MS = 5000;

/** A class that runs (the board's other shape is `{ class: null }`). */
export type RunningClass = Extract<ClassBoard, { createdAt: number }>;
export type BoardRow = RunningClass['trainees'][number];

export function runningClass(board: ClassBoard | null): RunningClass | null {
  return board !== null && 'createdAt' in board ? board : null;
}

export function useClassBoard() {
  const [state, setState] = useState<{ board: ClassBoard | null; error: string | null }>({ board: null, error: null });
  const reload = useCallback(async () => {
    const outcome = await simControl.classBoard();
    setState((prev) => (outcome.ok ? { board: outcome.response.data, error: null } : { ...prev, error: outcome.message }));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  useInterval(reload, BOARD_POLL_MS);
  return { ...state, reload };
}
