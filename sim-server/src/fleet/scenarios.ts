// Named scenarios for demos and training, built only from the engine's public commands. Each
// says what it did in both languages, for the cockpit's event feed.
import type { FleetEngine } from './engine';
import type { FleetEvent, ScenarioEvent } from './events';
import type { Bilingual } from '../../../contract/index';
import { HOUR_MS, MINUTE_MS, kstDate } from './kst';
import { LUNCH_PEAK_WEIGHT } from './traffic';
import { SCENARIO_NAMES, type ScenarioName } from '../../../contract/index';

// The contract's list of names (the cockpit offers the same ones).
export { SCENARIO_NAMES, type ScenarioName };

export interface ScenarioOptions {
  /** The kiosks to affect (default: chosen by the engine's seeded stream). */
  deviceIdxs?: number[];
  /** The kiosks it may choose from when none are named (default: every kiosk of the fleet). */
  within?: readonly number[];
  /** How many kiosks (network-outage, default 3) or products (expiry-day, default 3). */
  count?: number;
  durationMs?: number;
}

export interface ScenarioResult {
  name: ScenarioName;
  description: Bilingual;
  deviceIdxs: number[];
  /** The SCENARIO event first, then what the scenario's commands caused right away. */
  events: FleetEvent[];
  /** expiry-day: product mappings whose expiredDate the database should set to today. */
  expiring?: { productMappingIdx: number; expiredDate: string }[];
}

type Scenario = (engine: FleetEngine, options: ScenarioOptions) => Omit<ScenarioResult, 'name' | 'events'> & { events?: FleetEvent[] };

const SCENARIOS: Record<ScenarioName, Scenario> = {
  'lunch-rush'(engine, { deviceIdxs, within, durationMs = HOUR_MS }) {
    // Every kiosk, unless it is aimed (named kiosks, or those it may choose from).
    const aimed = deviceIdxs ?? (within && pool(engine, within).map((k) => k.deviceIdx));
    if (aimed?.length === 0) return { deviceIdxs: [], description: { ko: '점심 러시: 대상 장비가 없습니다.', en: 'Lunch rush: no device to send customers to.' } };
    // At least a weekday lunch peak, doubled, whatever the hour.
    engine.boostTraffic(2, durationMs, LUNCH_PEAK_WEIGHT, aimed);
    const minutes = Math.round(durationMs / MINUTE_MS);
    const where = aimed ? { ko: `장비 ${aimed.length}대에`, en: `at ${aimed.length} ${aimed.length === 1 ? 'device' : 'devices'}` } : { ko: '전체 장비에', en: 'at every device' };
    return {
      deviceIdxs: aimed ?? engine.deviceIdxs(),
      description: {
        ko: `점심 러시: 앞으로 ${minutes}분 동안 ${where.ko} 평소 점심의 두 배 손님이 몰립니다.`,
        en: `Lunch rush: twice the usual lunch crowd ${where.en} for the next ${minutes} minutes.`,
      },
    };
  },

  'fridge-failure'(engine, { deviceIdxs, within }) {
    const candidates = deviceIdxs ?? pool(engine, within).filter((k) => k.zones.length > 0 && k.powerOn).map((k) => k.deviceIdx);
    const target = candidates.length > 0 ? engine.random('fridge-failure').pick(candidates) : undefined;
    const result = target === undefined ? undefined : engine.raiseFault(target, 'REFRIGERATION_COMPRESSOR');
    if (target === undefined || !result?.ok) {
      return { deviceIdxs: [], description: { ko: '냉장 고장: 대상 냉장 장비가 없습니다.', en: 'Fridge failure: no refrigerated device to break.' } };
    }
    const serial = engine.snapshot().kiosks.find((k) => k.deviceIdx === target)!.serialNumber;
    return {
      deviceIdxs: [target],
      events: result.events,
      description: {
        ko: `냉장 고장: ${serial} 압축기가 멈췄습니다. 약 40분 뒤 고온 경고, 2–3시간 뒤 위험 알림이 예상됩니다. 고장을 해제하면 다시 냉각됩니다.`,
        en: `Fridge failure: the compressor of ${serial} stopped. Expect a high-temperature warning in about 40 minutes and a critical alarm in 2–3 hours. Clear the fault to cool down again.`,
      },
    };
  },

  'network-outage'(engine, { deviceIdxs, within, count = 3, durationMs = 30 * MINUTE_MS }) {
    const online = pool(engine, within).filter((k) => k.networkUp).map((k) => k.deviceIdx);
    const targets = deviceIdxs ?? pickSome(engine, 'network-outage', online, count);
    for (const idx of targets) engine.setOffline(idx, true, { forMs: durationMs });
    const minutes = Math.round(durationMs / MINUTE_MS);
    return {
      deviceIdxs: targets,
      description: {
        ko: `네트워크 장애: 장비 ${targets.length}대의 통신이 ${minutes}분 동안 끊깁니다. 하트비트 3회 누락 후 오프라인으로 표시됩니다.`,
        en: `Network outage: ${targets.length} devices lose their connection for ${minutes} minutes and show offline after 3 missed heartbeats.`,
      },
    };
  },

  'expiry-day'(engine, { deviceIdxs, within, count = 3 }) {
    const today = kstDate(engine.now());
    const products = (deviceIdxs ?? pool(engine, within).map((k) => k.deviceIdx)).flatMap((idx) => engine.products(idx).filter((p) => p.stock > 0).map((p) => p.productMappingIdx));
    const chosen = pickSome(engine, 'expiry-day', products, count);
    for (const productMappingIdx of chosen) engine.updateProduct(productMappingIdx, { expiredDate: today });
    const owners = engine.deviceIdxs().filter((idx) => engine.products(idx).some((p) => chosen.includes(p.productMappingIdx)));
    return {
      deviceIdxs: owners,
      expiring: chosen.map((productMappingIdx) => ({ productMappingIdx, expiredDate: today })),
      description: {
        ko: `유통기한 임박: 상품 ${chosen.length}건의 유통기한이 오늘(${today})로 바뀝니다. 내일 직원 방문 때 폐기됩니다.`,
        en: `Expiry day: ${chosen.length} products now expire today (${today}); the next day's staff visit discards them.`,
      },
    };
  },
};

export function isScenarioName(name: string): name is ScenarioName {
  return (SCENARIO_NAMES as readonly string[]).includes(name);
}

export function runScenario(engine: FleetEngine, name: ScenarioName, options: ScenarioOptions = {}): ScenarioResult {
  const { events = [], ...result } = SCENARIOS[name](engine, options);
  const scenarioEvent: ScenarioEvent = {
    type: 'SCENARIO', at: engine.now(), deviceIdx: result.deviceIdxs.length === 1 ? result.deviceIdxs[0]! : null,
    name, description: result.description, deviceIdxs: result.deviceIdxs,
  };
  return { name, ...result, events: [scenarioEvent, ...events] };
}

/** The kiosks a scenario may choose from. */
function pool(engine: FleetEngine, within: readonly number[] | undefined) {
  const kiosks = engine.snapshot().kiosks;
  if (within === undefined) return kiosks;
  const allowed = new Set(within);
  return kiosks.filter((k) => allowed.has(k.deviceIdx));
}

/** Up to n distinct items, drawn by the engine's seeded stream. */
function pickSome<T>(engine: FleetEngine, label: string, items: readonly T[], n: number): T[] {
  const rng = engine.random(label);
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length > 0) chosen.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return chosen;
}
