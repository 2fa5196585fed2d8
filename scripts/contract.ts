// `npm run test:contract`: the contract suite against any server. Environment:
//   CONTRACT_BASE_URL (default http://localhost:8080), CONTRACT_USER / CONTRACT_PASSWORD (default the
//   simulator's admin), CONTRACT_ALLOW_WRITES=1 to create and delete test records on a server that is
//   not the simulator, CONTRACT_REPORT (JSON report, default test-results/contract-report.json),
//   CONTRACT_RECORD=<file> to save the answers (personal data masked), CONTRACT_COMPARE=<file> to
//   show how today's answers differ in shape from a saved recording.
// Exits 1 when a case failed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compareRecorded, driftText, mask } from '../tests/contract/suite/drift';
import { reportJson, reportText, totals } from '../tests/contract/suite/report';
import { runSuite } from '../tests/contract/suite/run';
import { targetFromEnv } from '../tests/contract/suite/target';

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const target = await targetFromEnv(process.env);
const run = await runSuite(target);
process.stdout.write(reportText(run));
const reportPath = resolve(process.env.CONTRACT_REPORT ?? 'test-results/contract-report.json');
write(reportPath, reportJson(run));
console.log(`JSON report: ${reportPath}`);

const masked = mask(run.answers) as Record<string, unknown>;
if (process.env.CONTRACT_RECORD) {
  const path = resolve(process.env.CONTRACT_RECORD);
  write(path, `${JSON.stringify({ recordedAt: run.startedAt, baseUrl: run.target.baseUrl, answers: masked }, null, 2)}\n`);
  console.log(`Answers recorded (personal data masked): ${path}`);
}
if (process.env.CONTRACT_COMPARE) {
  const recording = JSON.parse(readFileSync(resolve(process.env.CONTRACT_COMPARE), 'utf8')) as { recordedAt: string; answers: Record<string, unknown> };
  console.log(`\nCompared with the recording of ${recording.recordedAt}:`);
  process.stdout.write(driftText(compareRecorded(recording.answers, masked)));
}
process.exit(totals(run.cases).failed > 0 ? 1 : 0);
