// Where the contract suite runs and what it may do there. Against the simulator it may write and
// use the /sim controls; against anything else it only reads unless told to write (--writes on).
import { serverOrigin } from '../contract/index';

export interface Target {
  /** Origin of the server (the API is under /api/v1), e.g. http://localhost:8080. */
  baseUrl: string;
  userId: string;
  password: string;
  /** Create, change and delete records (always on the simulator). */
  allowWrites: boolean;
  /** The server is the simulator: its /sim controls may be used. */
  simulator: boolean;
  /**
   * Where the simulator's /sim controls answer when the API is reached through something that passes
   * only /api/v1 (a validating proxy such as Prism); default baseUrl.
   */
  controlUrl?: string;
}

/** What names a target (`kiosk-console contract` options); `writes` unset: on for the simulator only. */
export interface TargetChoice {
  url: string;
  userId: string;
  password: string;
  writes?: boolean;
}

/** The target chosen; `simulator` is found out by asking the server. */
export async function resolveTarget({ url, userId, password, writes }: TargetChoice): Promise<Target> {
  const baseUrl = serverOrigin(url);
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new Error(`the target must be an http(s) URL, got '${url}'`);
  const simulator = await isSimulator(baseUrl);
  return { baseUrl, userId, password, allowWrites: writes ?? simulator, simulator };
}

/** The simulator answers /sim/health; a production server has no such call. */
export async function isSimulator(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/sim/health`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { data?: { mode?: string } };
    return res.ok && body.data?.mode === 'simulator';
  } catch {
    return false;
  }
}
