// State area `statistics` (spec §3): the report strings (units sold, sales amount, gross profit:
// rows per day or month, columns total / per product, category or device), and the AI reports —
// best and worst sellers, sales by hour, days of stock left, and what a device has on display.
// Every report keeps its own slot, so the sections of one screen never overwrite each other, and a
// failure says 'Information lookup failed' with the report's name (spec §8).
import type { Draft } from 'immer';
import { api } from '@contract/api-routes';
import type { BodyOf, EndpointRef, ResponseOf } from '@contract/endpoint';
import { i18n } from '../../i18n';
import { createAreaStore, type ActionResult, type ActionSpec, type Phased } from '../../state/areaStore';

export type ReportMeasure = 'saleCount' | 'saleAmount' | 'saleProfit';
export const REPORT_MEASURES: readonly ReportMeasure[] = ['saleCount', 'saleAmount', 'saleProfit'];
export type ReportQuery = BodyOf<typeof api.statistics.saleCount>;
export type StatisticsQuery = BodyOf<typeof api.statistics.aiTop>;
export type ProductRank = ResponseOf<typeof api.statistics.aiTop>['data']['list'][number];
export type HourSales = ResponseOf<typeof api.statistics.aiHour>['data']['list'][number];
export type InventoryDays = ResponseOf<typeof api.statistics.aiInventoryDays>['data']['list'][number];
/** A placement on a tray of the device the display report looks at, with the units it sold. */
export type DisplaySlot = ResponseOf<typeof api.statistics.aiDisplay>['data']['list'][number];

/** Where a ranking goes: the popular report's two lists, the display report's three. */
export type RankSlot = 'top' | 'worst' | 'deviceTop' | 'deviceWorst' | 'candidates';
export type RankKind = 'top' | 'worst';

/** Every report a failure can name (`statistics.reportNames.*` in the i18n resources). */
export type ReportName = ReportMeasure | RankSlot | 'hours' | 'inventoryDays' | 'displayed';

/** A report's name in the current language. */
export function reportName(name: ReportName): string {
  return i18n.t(`statistics.reportNames.${name}`);
}

/** 'Information lookup failed' followed by the report's name. */
export function lookupFailedOf(message: string, name: ReportName): string {
  return i18n.t('statistics.lookupFailedOf', { message, report: reportName(name) });
}

const initial = {
  /** The report strings as sent (`data`), parsed by the screen in its language; null until read. */
  reports: { saleCount: null, saleAmount: null, saleProfit: null } as Record<ReportMeasure, string | null>,
  ranks: { top: [], worst: [], deviceTop: [], deviceWorst: [], candidates: [] } as Record<RankSlot, ProductRank[]>,
  hours: [] as HourSales[],
  inventoryDays: [] as InventoryDays[],
  /** The placements on the trays of the device the display report looks at, each with its own sales. */
  displayed: [] as DisplaySlot[],
};
type Data = typeof initial & Phased;

/**
 * A lookup of one report: its own `latest` line, and its name after the failure wording. A `list`
 * report the screen reads whole (days of stock left, what is on display, every slow mover of a
 * device) is gathered page by page; one that names its size (a top-N ranking) is one call.
 */
function reportRead<E extends EndpointRef>(
  endpoint: E,
  name: ReportName,
  clear: (d: Draft<Data>) => void,
  put: (d: Draft<Data>, r: ResponseOf<E>) => void,
  list = true,
): ActionSpec<Data, E> {
  return {
    endpoint,
    kind: 'fetch',
    latest: name,
    onRequest: clear,
    onSuccess: put,
    everyPage: list,
    onFailure: (d) => void (d.message = lookupFailedOf(d.message, name)),
  };
}

/** The action's result with the report's name in its failure wording, as the store holds it. */
async function named<E extends EndpointRef>(pending: Promise<ActionResult<E>>, name: ReportName): Promise<ActionResult<E>> {
  const result = await pending;
  if (result.ok) return result;
  return { ...result, message: lookupFailedOf(result.message, name), genericMessage: lookupFailedOf(result.genericMessage, name) };
}

export const useStatisticsStore = createAreaStore({ ...initial }, ({ run }) => ({
  /** One report string (units sold, sales amount or gross profit). */
  fetchReport: (measure: ReportMeasure, query: ReportQuery) =>
    named(
      run(
        reportRead(
          api.statistics[measure],
          measure,
          (d) => void (d.reports[measure] = null),
          (d, r) => void (d.reports[measure] = r.data),
          false,
        ),
        { body: query },
      ),
      measure,
    ),
  /** Best (`top`) or worst (`worst`) sellers into one slot; `size` is how many. */
  fetchRanks: (kind: RankKind, slot: RankSlot, query: StatisticsQuery) =>
    named(
      run(
        reportRead(
          kind === 'top' ? api.statistics.aiTop : api.statistics.aiWorst,
          slot,
          (d) => void (d.ranks[slot] = []),
          (d, r) => void (d.ranks[slot] = r.data.list),
        ),
        { body: query },
      ),
      slot,
    ),
  fetchHours: (query: StatisticsQuery) =>
    named(
      run(
        reportRead(
          api.statistics.aiHour,
          'hours',
          (d) => void (d.hours = []),
          (d, r) => void (d.hours = r.data.list),
        ),
        { body: query },
      ),
      'hours',
    ),
  fetchInventoryDays: (query: StatisticsQuery) =>
    named(
      run(
        reportRead(
          api.statistics.aiInventoryDays,
          'inventoryDays',
          (d) => void (d.inventoryDays = []),
          (d, r) => void (d.inventoryDays = r.data.list),
        ),
        { body: query },
      ),
      'inventoryDays',
    ),
  /** What one device has on its trays now, each placement with the units it sold over the period. */
  fetchDisplayed: (query: BodyOf<typeof api.statistics.aiDisplay>) =>
    named(
      run(
        reportRead(
          api.statistics.aiDisplay,
          'displayed',
          (d) => void (d.displayed = []),
          (d, r) => void (d.displayed = r.data.list),
        ),
        { body: query },
      ),
      'displayed',
    ),
}));
