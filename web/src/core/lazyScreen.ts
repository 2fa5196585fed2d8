// Lazy screens with the spec's chunk-load timeout (120 s): a chunk that never arrives
// becomes an error the boundary can show, instead of 'Loading...' forever. A screen also waits for
// the strings of the current language beyond the sign-in page's (i18n/index.ts).
import { createElement, lazy, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@contract/constants';
import { loadScreenStrings } from '../i18n';

export type LazyScreen = ComponentType & {
  /** Start fetching the screen's chunk (and its strings) now, ahead of its first render. */
  preload(): void;
};

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`screen chunk did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface LazyScreenOptions {
  timeoutMs?: number;
  /**
   * The screen shows only strings that ship with the entry (the sign-in page): it does not wait
   * for the rest of the language's strings. Every other screen does.
   */
  signInStrings?: boolean;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>, options: LazyScreenOptions = {}): LazyScreen {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, signInStrings = false } = options;
  /** The screen once its code and strings have arrived. */
  let arrived: ComponentType | null = null;
  const arrive = async () => {
    const [module, strings] = await Promise.all([load(), signInStrings || loadScreenStrings()]);
    // Without its strings a screen would show keys: fail like a chunk that did not load.
    if (!strings) throw new Error('screen strings did not load');
    arrived = module.default;
    return module;
  };
  const Lazy = lazy(() => withTimeout(arrive(), timeoutMs));
  // A screen whose code has arrived (the idle preload) is drawn at once: through lazy its first
  // mount would still suspend, show 'Loading...', and React holds a boundary's content back for
  // 300 ms after its fallback showed. Which one is decided at mount, so a screen never remounts.
  function Screen() {
    const [ready] = useState(() => arrived);
    return createElement(ready ?? Lazy);
  }
  // A failed early fetch is left to the render's own attempt (and its boundary).
  return Object.assign(Screen, { preload: () => void arrive().catch(() => undefined) });
}
