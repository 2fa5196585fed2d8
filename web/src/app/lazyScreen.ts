// Lazy screens with the spec's chunk-load timeout (120 s): a chunk that never arrives
// becomes an error the boundary can show, instead of 'Loading...' forever.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@contract';

export type LazyScreen = LazyExoticComponent<ComponentType>;

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

export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyScreen {
  return lazy(() => withTimeout(load(), timeoutMs));
}
