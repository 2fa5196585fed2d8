// The set-up every screen test shares: the screens' modules loaded once, the session installed,
// English, a signed-in user, fresh stores and cache per test, and everything torn down after it.
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { User } from '@contract';
import { responseCache } from '../../../web/src/api';
import { installSession } from '../../../web/src/core/session';
import { setLanguage } from '../../../web/src/i18n';
import { useCommonStore } from '../../../web/src/state/common';
import { useUiStore } from '../../../web/src/state/ui';
import { restoreBackend, sampleUser } from './mockBackend';

interface ScreenTestOptions {
  /** Screen modules to load up front, so the first test does not wait for them. */
  screens?: Array<() => Promise<unknown>>;
  /** Stores reset before each test. */
  stores?: Array<{ getState(): { reset(): void } }>;
  /** Who is signed in (default the sample ADMIN). */
  user?: User;
}

export function useScreenTests({ screens = [], stores = [], user = sampleUser }: ScreenTestOptions = {}): void {
  beforeAll(async () => {
    for (const load of screens) await load();
    installSession();
    await setLanguage('en');
  });
  beforeEach(() => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user });
    for (const store of stores) store.getState().reset();
    responseCache.clear();
  });
  afterEach(() => {
    cleanup();
    restoreBackend();
    vi.restoreAllMocks();
    useUiStore.getState().closeMessage();
  });
}

/**
 * Waits until the message dialog says `text`. Not the first dialog text found: a dialog just closed
 * stays in the page while it fades out, empty or with its last words, and a busy machine keeps it longer.
 */
export async function dialogSays(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('message-dialog-text').textContent).toBe(text));
}
