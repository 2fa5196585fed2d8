// UI-wide state: the loading flag (counted, so concurrent requests keep it on), the one-off
// notice shown as a toast, and the message dialog.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { MessageKey } from '@contract/messages';
import type { SessionEndReason } from '@contract/session-end';
import { onLoadingChange } from '../api/loading';

export interface UiState {
  /** Requests made with the loading option still in flight. */
  loadingCount: number;
  /** A contract message to show once as a toast (e.g. logged out in another tab). */
  notice: MessageKey | null;
  /** Text of the open message dialog, or null. */
  dialogText: string | null;
  /** Why the server ended the last session, for the sign-in page (cleared by the next sign-in). */
  sessionEnd: SessionEndReason | null;
  setSessionEnd(reason: SessionEndReason | null): void;
  beginLoading(): void;
  endLoading(): void;
  showNotice(key: MessageKey): void;
  clearNotice(): void;
  /** Open the message dialog; resolves when the operator closes it. */
  showMessage(text: string): Promise<void>;
  closeMessage(): void;
}

// Kept outside the state: a function is not data.
let closeWaiters: Array<() => void> = [];

export const useUiStore = create<UiState>()(
  immer((set) => ({
    loadingCount: 0,
    notice: null,
    dialogText: null,
    sessionEnd: null,
    setSessionEnd: (reason) => set((s) => void (s.sessionEnd = reason)),
    beginLoading: () => set((s) => void (s.loadingCount += 1)),
    endLoading: () => set((s) => void (s.loadingCount = Math.max(0, s.loadingCount - 1))),
    showNotice: (key) => set((s) => void (s.notice = key)),
    clearNotice: () => set((s) => void (s.notice = null)),
    showMessage: (text) =>
      new Promise<void>((resolve) => {
        closeWaiters.push(resolve);
        set((s) => void (s.dialogText = text));
      }),
    closeMessage: () => {
      set((s) => void (s.dialogText = null));
      const waiters = closeWaiters;
      closeWaiters = [];
      waiters.forEach((resolve) => resolve());
    },
  })),
);

// api/call reports requests made with the loading option; the count lives here.
onLoadingChange((change) => (change > 0 ? useUiStore.getState().beginLoading() : useUiStore.getState().endLoading()));

export const selectLoading = (s: UiState): boolean => s.loadingCount > 0;
