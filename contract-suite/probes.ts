// Probes: what a back end does where the spec is silent and the console assumes something (an
// assumption written on the catalog entry). A probe never fails the suite: it reports whether the
// back end agrees, so a production that differs is seen in the report, not hidden or fatal.
import { api, isSuccess, type EndpointDef } from '../contract/index';
import type { CallInput } from './client';

export interface Observation {
  /** Catalog id of the endpoint probed. */
  id: string;
  label: string;
  /** true: as the console assumes; false: the back end differs; null: could not be asked. */
  agrees: boolean | null;
  detail: string;
}

type Call = (e: EndpointDef, input: CallInput) => Promise<{ json: unknown }>;
interface PaymentRow {
  paymentIdx: number;
  approveNo: string | null;
}

async function paymentList(call: Call, body: object): Promise<PaymentRow[] | null> {
  const answer = (await call(api.payment.list, { body })).json as { result?: unknown; data?: { list?: PaymentRow[] } } | undefined;
  return answer && isSuccess(answer.result, api.payment.list.success) && Array.isArray(answer.data?.list) ? answer.data!.list : null;
}

/**
 * The payment search from a receipt (contract/endpoints/payment.ts, keyword): a recent payment with
 * an approval number (one with a leading zero if the page has one) is searched by that number, then
 * by its payment number.
 */
export async function probeReceiptSearch(call: Call): Promise<Observation[]> {
  const recent = await paymentList(call, { page: 1, size: 100 });
  const withNo = (recent ?? []).filter((p) => typeof p.approveNo === 'string' && p.approveNo !== '');
  const sample = withNo.find((p) => p.approveNo!.startsWith('0')) ?? withNo[0];
  const labels = { approveNo: 'keyword finds a payment by its approval number', paymentIdx: 'keyword finds a payment by its payment number' };
  if (!sample) {
    const detail = recent === null ? 'the payment list did not answer' : 'no recent payment has an approval number';
    return Object.values(labels).map((label) => ({ id: api.payment.list.id, label, agrees: null, detail }));
  }
  const searches = [
    { label: labels.approveNo, keyword: sample.approveNo!, what: `approval number ${sample.approveNo}` },
    { label: labels.paymentIdx, keyword: String(sample.paymentIdx), what: `payment number ${sample.paymentIdx}` },
  ];
  const observations: Observation[] = [];
  for (const { label, keyword, what } of searches) {
    const found = await paymentList(call, { page: 1, size: 100, keyword });
    const agrees = found === null ? null : found.some((p) => p.paymentIdx === sample.paymentIdx);
    const detail =
      found === null
        ? `the search for ${what} did not answer`
        : agrees
          ? `${what} finds payment ${sample.paymentIdx} (rows answered: ${found.length})`
          : `${what} does not find payment ${sample.paymentIdx} (rows answered: ${found.length}): the console's search hint promises more than this back end does`;
    observations.push({ id: api.payment.list.id, label, agrees, detail });
  }
  return observations;
}

/** Every probe, in order; a probe that throws is reported as not asked. */
export async function runProbes(call: Call): Promise<Observation[]> {
  try {
    return await probeReceiptSearch(call);
  } catch (error) {
    return [{ id: api.payment.list.id, label: 'receipt search', agrees: null, detail: `the probe broke: ${(error as Error).message}` }];
  }
}

/** The report's section: what differs first, then what could not be asked, then what agrees. */
export function observationsText(observations: readonly Observation[]): string[] {
  if (!observations.length) return [];
  const mark = (o: Observation) => (o.agrees === false ? '≠' : o.agrees === null ? '?' : '=');
  const order = (o: Observation) => (o.agrees === false ? 0 : o.agrees === null ? 1 : 2);
  const lines = ['', 'OBSERVED (assumptions about the back end; reported, never failed)'];
  for (const o of [...observations].sort((a, b) => order(a) - order(b))) lines.push(`  ${mark(o)} ${o.id} [${o.label}] — ${o.detail}`);
  return lines;
}
