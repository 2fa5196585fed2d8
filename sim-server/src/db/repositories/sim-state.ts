// The fleet runtime's own row: the simulated time the database reflects, the current run's number
// and the devices cut off by hand. Absent until the first run of a world.
import type { Db } from '../open';

export interface SimState {
  /** Simulated epoch ms the database has been brought up to. */
  simNow: number;
  /** 1 for a world's first run, one more for every start after it. */
  runId: number;
  /** Devices whose link is cut until someone restores it (POST /sim/devices/:deviceIdx/offline). */
  cutOff: number[];
}

interface Row {
  simNow: number;
  runId: number;
  cutOff: string;
}

export function simStateRepository(db: Db) {
  return {
    get(): SimState | undefined {
      const row = db.prepare('SELECT simNow, runId, cutOff FROM sim_state WHERE id = 1').get() as Row | undefined;
      return row && { simNow: row.simNow, runId: row.runId, cutOff: JSON.parse(row.cutOff) as number[] };
    },
    save(state: SimState): void {
      db.prepare(
        `INSERT INTO sim_state (id, simNow, runId, cutOff, updatedAt) VALUES (1, @simNow, @runId, @cutOff, @updatedAt)
         ON CONFLICT (id) DO UPDATE SET simNow = @simNow, runId = @runId, cutOff = @cutOff, updatedAt = @updatedAt`,
      ).run({ simNow: state.simNow, runId: state.runId, cutOff: JSON.stringify(state.cutOff), updatedAt: new Date().toISOString() });
    },
  };
}
export type SimStateRepository = ReturnType<typeof simStateRepository>;
