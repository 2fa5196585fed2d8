// The one table of fault definitions: what breaks, where, how badly, how it is described, and how
// it behaves when it happens on its own. Engine behaviour keys off the codes; wording lives here.
import { FAULT_CODES, type Bilingual, type FAULT_SEVERITIES, type FaultCode } from '../../../contract/index';

export type FaultSeverity = (typeof FAULT_SEVERITIES)[number];

/** Items of the daily self-check (contract selfCheck.results[].component). */
export const CHECK_ITEMS = ['PAYMENT', 'REFRIGERATION', 'CABINET_LOCK', 'WEIGHT_SENSOR', 'CAMERA', 'NETWORK'] as const;
export type CheckItem = (typeof CHECK_ITEMS)[number];

/** Hardware a fault needs to exist on a device. */
export type Feature = 'cash' | 'fridge' | 'vision';

export interface FaultDef {
  /** faultNotice.component */
  component: 'PAYMENT' | 'REFRIGERATION' | 'CABINET' | 'POWER' | 'NETWORK';
  severity: FaultSeverity;
  /** 'alarm': derived from measurements and resolved by them; 'part': a broken part. */
  kind: 'alarm' | 'part';
  /** The self-check item this fault makes fail. */
  check: CheckItem;
  requires?: Feature;
  /** Relative likelihood among spontaneous faults (0 = never spontaneous). */
  randomWeight: number;
  /** A spontaneous occurrence ends by itself (reboot, recalibration, repair visit) after this many minutes. */
  resolveAfterMin?: readonly [number, number];
  /** Cleared by the next staff visit (a jam someone has to pull out, a door left open). */
  fixedByStaff?: boolean;
  description: Bilingual;
}

const def = (d: FaultDef) => d;

export const FAULTS = {
  PAYMENT_BILL_JAM: def({
    component: 'PAYMENT', severity: 'WARNING', kind: 'part', check: 'PAYMENT', requires: 'cash', randomWeight: 2, fixedByStaff: true,
    description: { ko: '지폐 투입구 걸림', en: 'Bill acceptor jammed' },
  }),
  PAYMENT_COIN_JAM: def({
    component: 'PAYMENT', severity: 'WARNING', kind: 'part', check: 'PAYMENT', requires: 'cash', randomWeight: 2, fixedByStaff: true,
    description: { ko: '동전 투입구 걸림', en: 'Coin mechanism jammed' },
  }),
  PAYMENT_CARD_READER: def({
    component: 'PAYMENT', severity: 'WARNING', kind: 'part', check: 'PAYMENT', randomWeight: 3, resolveAfterMin: [10, 120],
    description: { ko: '카드 리더기 통신 오류', en: 'Card reader not responding' },
  }),
  REFRIGERATION_HIGH_TEMP: def({
    component: 'REFRIGERATION', severity: 'WARNING', kind: 'alarm', check: 'REFRIGERATION', requires: 'fridge', randomWeight: 0,
    description: { ko: '냉장 온도 높음', en: 'Refrigerator temperature high' },
  }),
  REFRIGERATION_LOW_TEMP: def({
    component: 'REFRIGERATION', severity: 'WARNING', kind: 'alarm', check: 'REFRIGERATION', requires: 'fridge', randomWeight: 0,
    description: { ko: '냉장 온도 낮음 (결빙 위험)', en: 'Refrigerator temperature low (freezing risk)' },
  }),
  REFRIGERATION_PROBE: def({
    component: 'REFRIGERATION', severity: 'WARNING', kind: 'part', check: 'REFRIGERATION', requires: 'fridge', randomWeight: 1, resolveAfterMin: [120, 720],
    description: { ko: '온도 센서 이상', en: 'Temperature probe failure' },
  }),
  REFRIGERATION_FAN: def({
    component: 'REFRIGERATION', severity: 'WARNING', kind: 'part', check: 'REFRIGERATION', requires: 'fridge', randomWeight: 0.7, resolveAfterMin: [240, 1440],
    description: { ko: '냉각 팬 고장', en: 'Evaporator fan failure' },
  }),
  REFRIGERATION_COMPRESSOR: def({
    component: 'REFRIGERATION', severity: 'CRITICAL', kind: 'part', check: 'REFRIGERATION', requires: 'fridge', randomWeight: 0.4, resolveAfterMin: [360, 1440],
    description: { ko: '압축기 고장', en: 'Compressor failure' },
  }),
  CABINET_LOCK_ACTUATOR: def({
    component: 'CABINET', severity: 'CRITICAL', kind: 'part', check: 'CABINET_LOCK', randomWeight: 1, resolveAfterMin: [60, 480],
    description: { ko: '도어 잠금장치 작동 불량', en: 'Door lock actuator failure' },
  }),
  CABINET_WEIGHT_DRIFT: def({
    component: 'CABINET', severity: 'WARNING', kind: 'part', check: 'WEIGHT_SENSOR', requires: 'vision', randomWeight: 3, resolveAfterMin: [30, 240],
    description: { ko: '무게 센서 영점 이탈', en: 'Weight sensor drift' },
  }),
  CABINET_CAMERA_OFFLINE: def({
    component: 'CABINET', severity: 'WARNING', kind: 'part', check: 'CAMERA', requires: 'vision', randomWeight: 2, resolveAfterMin: [5, 60],
    description: { ko: '카메라 연결 끊김', en: 'Camera offline' },
  }),
  CABINET_DOOR_OPEN: def({
    component: 'CABINET', severity: 'WARNING', kind: 'alarm', check: 'CABINET_LOCK', randomWeight: 0, fixedByStaff: true,
    description: { ko: '문이 2분 이상 열려 있음', en: 'Door left open for over 2 minutes' },
  }),
  POWER_LOSS: def({
    component: 'POWER', severity: 'CRITICAL', kind: 'part', check: 'NETWORK', randomWeight: 1, resolveAfterMin: [5, 90],
    description: { ko: '전원 차단', en: 'Power loss' },
  }),
  NETWORK_OFFLINE: def({
    component: 'NETWORK', severity: 'WARNING', kind: 'alarm', check: 'NETWORK', randomWeight: 3, resolveAfterMin: [5, 45],
    description: { ko: '네트워크 연결 끊김', en: 'Network connection lost' },
  }),
} as const satisfies Record<FaultCode, FaultDef>;

// One list of codes, the contract's (the cockpit offers the same ones); its order is the order
// spontaneous faults are drawn in, so it must match the table above (a unit test checks).
export { FAULT_CODES, type FaultCode };

export function isFaultCode(code: string): code is FaultCode {
  return Object.prototype.hasOwnProperty.call(FAULTS, code);
}

export const SEVERITY_RANK: Record<FaultSeverity, number> = { INFO: 0, WARNING: 1, CRITICAL: 2 };
