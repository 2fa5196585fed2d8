// Records contract/examples.json: every operation's example request, sent as the demo ADMIN to a
// fresh simulator of the demo world, and its answer (`npm run examples`). A builder's candidates
// (scripts/examples/requests.ts) are tried in order; the first one answered with success is kept.
import { writeFileSync } from 'node:fs';
import { catalog } from '../contract/index';
import { EXAMPLES_FILE, type Example } from '../contract/examples';
import { REQUESTS, discover, type Given } from './examples/requests';
import { exampleCalls, freshSim, playExample, shortened, signIn, succeeded } from './examples/send';

const base = freshSim();
const k = await discover(base, await signIn(base));
base.close();

const examples: Record<string, Example> = {};
/** Each recorded example with its whole answer, for the examples that follow it. */
const whole: Record<string, Example> = {};
const missing: string[] = [];
// An example is recorded after those it follows, wherever they stand in the document.
const order = exampleCalls(catalog);
const pending = [...order];
while (pending.length) {
  const call = pending.shift()!;
  const plan = REQUESTS[call.id];
  if (!plan) {
    missing.push(`${call.id}: no request written`);
    continue;
  }
  const { after = [], build, as } = typeof plan === 'function' ? { build: plan, as: undefined } : plan;
  const named = after.filter((step): step is string => typeof step === 'string');
  const unmet = named.filter((id) => !examples[id]);
  if (unmet.some((id) => pending.some((c) => c.id === id))) {
    pending.push(call);
    continue;
  }
  if (unmet.length) {
    missing.push(`${call.id}: follows ${unmet.join(', ')}, which have none`);
    continue;
  }
  const given: Given = Object.fromEntries(named.map((id) => [id, whole[id]!]));
  const success = catalog.find((e) => e.id === call.id)?.success ?? 0;
  let last: unknown;
  for (const request of build(k, given)) {
    const example: Example = { ...(after.length ? { after: [...after] } : {}), ...(as ? { as } : {}), request, answer: null };
    const answer = await playExample(call, example, examples, { rows: Infinity });
    last = answer;
    if (succeeded(answer, success)) {
      examples[call.id] = { ...example, answer: shortened(call, answer) };
      whole[call.id] = { ...example, answer };
      break;
    }
  }
  if (!examples[call.id]) missing.push(`${call.id}: no candidate succeeded; last answer ${JSON.stringify(last)?.slice(0, 300)}`);
}
const inOrder = Object.fromEntries(order.filter((c) => examples[c.id]).map((c) => [c.id, examples[c.id]]));
writeFileSync(EXAMPLES_FILE, `${JSON.stringify(inOrder, null, 2)}\n`);
console.log(`${Object.keys(examples).length} examples written to contract/examples.json`);
if (missing.length) console.log(`Without an example:\n  ${missing.join('\n  ')}`);
