// Where the contract suite runs and what it may do there. Against the simulator it may write and
// use the /sim controls; against anything else it only reads unless CONTRACT_ALLOW_WRITES=1.
import { serverOrigin } from '../../../contract/index';

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

export interface TargetEnv {
  CONTRACT_BASE_URL?: string;
  CONTRACT_USER?: string;
  CONTRACT_PASSWORD?: string;
  CONTRACT_ALLOW_WRITES?: string;
}

/** The target named by the environment; `simulator` is found out by asking the server. */
export async function targetFromEnv(env: TargetEnv): Promise<Target> {
  const baseUrl = serverOrigin(env.CONTRACT_BASE_URL ?? 'http://localhost:8080');
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`CONTRACT_BASE_URL must be an http(s) URL, got '${baseUrl}'`);
  const simulator = await isSimulator(baseUrl);
  return {
    baseUrl,
    userId: env.CONTRACT_USER ?? 'admin',
    password: env.CONTRACT_PASSWORD ?? (env.CONTRACT_USER ? '' : 'admin1234'),
    allowWrites: simulator || env.CONTRACT_ALLOW_WRITES === '1',
    simulator,
  };
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
