// Which fault notice belongs to which engine fault. The engine numbers its faults per kiosk
// (F12-3) from 1 every time a kiosk is built, so a notice's sourceId adds the run (one per start of
// the simulator, persisted) and the kiosk's generation (one per rebuild within a run):
// `R2G0:F12-3:random`. The engine's source of the fault comes last, so a later run knows which
// notices were raised by hand (carried over) and which by the engine's own logic.
import type { FaultSource } from '../fleet/index';

export interface ParsedSourceId {
  runId: number;
  generation: number;
  faultId: string;
  source: FaultSource;
}

const SOURCES: readonly FaultSource[] = ['random', 'command', 'auto', 'scenario'];
const PATTERN = /^R(\d+)G(\d+):([^:]+):([a-z]+)$/;

export function parseSourceId(sourceId: string): ParsedSourceId | null {
  const m = PATTERN.exec(sourceId);
  if (!m || !(SOURCES as readonly string[]).includes(m[4]!)) return null;
  return { runId: Number(m[1]), generation: Number(m[2]), faultId: m[3]!, source: m[4] as FaultSource };
}

/** Faults raised by hand (cockpit, scenarios) outlive a restart; the engine's own are re-measured. */
export function outlivesRestart(source: FaultSource): boolean {
  return source === 'command' || source === 'scenario';
}

export class FaultLedger {
  private readonly open = new Map<string, string>();
  private readonly generations = new Map<number, number>();
  private nextGeneration = 1;

  constructor(readonly runId: number) {}

  /** A kiosk was built again: its engine faults start over under a new generation. */
  rebuilt(deviceIdx: number): void {
    for (const key of [...this.open.keys()]) if (key.startsWith(`${deviceIdx}/`)) this.open.delete(key);
    this.generations.set(deviceIdx, this.nextGeneration++);
  }

  /** The sourceId of a fault the engine just raised. */
  raised(deviceIdx: number, faultId: string, source: FaultSource): string {
    const sourceId = `R${this.runId}G${this.generations.get(deviceIdx) ?? 0}:${faultId}:${source}`;
    this.open.set(`${deviceIdx}/${faultId}`, sourceId);
    return sourceId;
  }

  /** The sourceId of an open fault. */
  sourceIdOf(deviceIdx: number, faultId: string): string | undefined {
    return this.open.get(`${deviceIdx}/${faultId}`);
  }

  /** The sourceId of a fault the engine just resolved (undefined if it was never written). */
  resolved(deviceIdx: number, faultId: string): string | undefined {
    const key = `${deviceIdx}/${faultId}`;
    const sourceId = this.open.get(key);
    this.open.delete(key);
    return sourceId;
  }
}
