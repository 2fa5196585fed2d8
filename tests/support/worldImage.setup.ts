// globalSetup of the projects that make simulators: seeds the default world (default seed, demo
// preset) once for the run and hands its image to the test files as a temporary file (worldImage.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_SEED } from '../../sim-server/src/options';
import { worldImage } from '../../sim-server/src/world/seed';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-world-'));
  const file = join(dir, 'default-world.db');
  writeFileSync(file, worldImage(DEFAULT_SEED, 'demo'));
  project.provide('defaultWorldImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
