// The default world (default seed, demo preset) is seeded once per test run (worldImage.setup.ts);
// each simulator a test makes of that world opens its own copy of the image, in memory or as a new
// database file, instead of seeding the same world again (about a second each).
import { readFileSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { DEFAULT_SEED, type SimOptions } from '../../sim-server/src/options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the default world's image, written by worldImage.setup.ts. */
    defaultWorldImage: string;
  }
}

let image: Buffer | undefined;

/** The default world's image when these options ask for a simulator of it (not Live mode), else null. */
export function defaultWorldImage(options: SimOptions = {}): Buffer | null {
  // Outside vitest (the benchmarks start the product too) there is no image: the world is seeded.
  const file = process.env.VITEST ? inject('defaultWorldImage') : undefined;
  if (!file || options.apiTarget || options.image) return null;
  if ((options.seed ?? DEFAULT_SEED) !== DEFAULT_SEED || (options.preset ?? 'demo') !== 'demo') return null;
  image ??= readFileSync(file);
  return image;
}

/** Options that open a copy of the default world instead of seeding it, when they ask for it in memory. */
export function fromDefaultWorld(options: SimOptions): SimOptions {
  if ((options.db ?? ':memory:') !== ':memory:') return options;
  const copy = defaultWorldImage(options);
  return copy ? { ...options, image: copy } : options;
}

/**
 * For a simulator on a new database file: writes the default world's image there when these options
 * ask for that world (the simulator then opens it as it is), else leaves the file to be seeded.
 */
export function writeDefaultWorld(path: string, options: SimOptions = {}): void {
  const copy = defaultWorldImage(options);
  if (copy) writeFileSync(path, copy);
}
