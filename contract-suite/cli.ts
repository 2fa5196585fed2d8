// `kiosk-console contract`: the contract suite against any server, from the installed package. The
// report goes to stdout (and to --report FILE); nothing is written anywhere else unless asked.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareRecorded, driftText, mask } from './drift';
import { reportJson, reportText, totals } from './report';
import { runSuite } from './run';
import { resolveTarget } from './target';

export const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

const DEFAULT_TARGET = 'http://localhost:8080';
/** The simulator's published demo administrator: the account used when no --user is given. */
const DEMO_ADMIN = { userId: 'admin', password: 'admin1234' };
/** Read when --password is not given: a password in the environment stays out of the process list. */
export const PASSWORD_VARIABLE = 'CONTRACT_PASSWORD';

export function contractHelp(): string {
  return [
    'kiosk-console contract — the contract suite against an API: is it the API the console expects?',
    '',
    'Usage: kiosk-console contract [--target URL] [--user ID] [--password PW] [--report FILE] [--writes on|off]',
    '',
    'For every endpoint of the catalog: a valid call checked against its response schema and success',
    'style, bad input that must be refused, the auth paths (no token, a forged one) and, on the',
    'simulator, an expired session (one of the suite\'s own). It signs out only the sessions it opened.',
    '',
    'Options:',
    `  --target URL     origin of the server, with or without /api/v1 (default: ${DEFAULT_TARGET})`,
    `  --user ID        account to sign in with (default: ${DEMO_ADMIN.userId}, the simulator's demo administrator)`,
    `  --password PW    its password (default: $${PASSWORD_VARIABLE}; without --user: ${DEMO_ADMIN.password})`,
    '  --report FILE    also write the report as JSON to FILE (default: stdout only)',
    '  --writes on|off  create, change and delete "Contract test …" records, deleted again at the end',
    '                   (default: on against the simulator, off against anything else, which is',
    '                   then only read; the simulator is told apart by GET /sim/health)',
    '  --record FILE    save the answers, personal data masked, to compare later',
    '  --compare FILE   show how the answers\' shape drifted from a --record file',
    '  -h, --help       this text',
    '',
    'Exit codes: 0 every case passed (skipped ones are listed), 1 a case failed, 2 a wrong option.',
    '',
    'Example: CONTRACT_PASSWORD=… kiosk-console contract --target https://api.example.com --user me',
  ].join('\n');
}

export interface ContractArgs {
  target: string;
  userId: string;
  password: string;
  writes?: boolean;
  report?: string;
  record?: string;
  compare?: string;
}

export class UsageError extends Error {}

/** The command line read and checked, or 'help'. */
export function readContractArgs(args: readonly string[], env: Record<string, string | undefined>): ContractArgs | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        target: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        report: { type: 'string' },
        writes: { type: 'string' },
        record: { type: 'string' },
        compare: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values.writes !== undefined && values.writes !== 'on' && values.writes !== 'off') throw new UsageError(`--writes takes on or off, got '${values.writes}'`);
  const password = values.password ?? env[PASSWORD_VARIABLE] ?? (values.user === undefined ? DEMO_ADMIN.password : undefined);
  if (password === undefined) throw new UsageError(`--user ${values.user} needs --password (or ${PASSWORD_VARIABLE})`);
  return {
    target: values.target ?? DEFAULT_TARGET,
    userId: values.user ?? DEMO_ADMIN.userId,
    password,
    writes: values.writes === undefined ? undefined : values.writes === 'on',
    report: values.report,
    record: values.record,
    compare: values.compare,
  };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Runs the command; answers its exit code. */
export async function contractCommand(args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let options: ContractArgs | 'help';
  try {
    options = readContractArgs(args, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`kiosk-console contract: ${error.message} (kiosk-console contract --help)`);
    return EXIT.usage;
  }
  if (options === 'help') {
    console.log(contractHelp());
    return EXIT.passed;
  }
  let target;
  try {
    target = await resolveTarget({ url: options.target, userId: options.userId, password: options.password, writes: options.writes });
  } catch (error) {
    console.error(`kiosk-console contract: ${(error as Error).message}`);
    return EXIT.usage;
  }
  const run = await runSuite(target);
  process.stdout.write(reportText(run));
  if (options.report) {
    write(resolve(options.report), reportJson(run));
    console.log(`JSON report: ${resolve(options.report)}`);
  }
  const masked = mask(run.answers) as Record<string, unknown>;
  if (options.record) {
    write(resolve(options.record), `${JSON.stringify({ recordedAt: run.startedAt, baseUrl: run.target.baseUrl, answers: masked }, null, 2)}\n`);
    console.log(`Answers recorded (personal data masked): ${resolve(options.record)}`);
  }
  if (options.compare) {
    const recording = JSON.parse(readFileSync(resolve(options.compare), 'utf8')) as { recordedAt: string; answers: Record<string, unknown> };
    console.log(`\nCompared with the recording of ${recording.recordedAt}:`);
    process.stdout.write(driftText(compareRecorded(recording.answers, masked)));
  }
  return totals(run.cases).failed > 0 ? EXIT.failed : EXIT.passed;
}
