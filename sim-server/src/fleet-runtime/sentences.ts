// What the event feed says, in Korean and English: one line per door session (with its payment or
// restock), fault, self-check, connection change, scenario and clock change. Heartbeats and
// temperature samples are not news.
import { toWireDateTime } from '../clock';
import type { Bilingual } from '../../../contract/index';
import type { EventOf, FleetEvent } from '../fleet/index';
import { FAULTS, isFaultCode } from '../fleet/index';
import type { LearntProduct } from '../db/repositories/trainings';
import type { FeedDraft } from './event-feed';

/** The feed's name of a device ('강남점 AI 냉장고 2호기'), or null when it is gone. */
export type DeviceNames = (deviceIdx: number) => string | null;

const number = new Intl.NumberFormat('en-US');
export const money = (won: number): Bilingual => ({ ko: `${number.format(won)}원`, en: `₩${number.format(won)}` });

const OPENERS: Record<string, Bilingual> = {
  APP: { ko: '앱', en: 'app' },
  CARD: { ko: '카드', en: 'card' },
  POINT: { ko: '포인트', en: 'points' },
  EMPLOYEE: { ko: '직원', en: 'staff' },
};
const PAYMENT_MODES: Record<number, Bilingual> = { 1: OPENERS.APP!, 2: OPENERS.CARD!, 99: OPENERS.POINT! };
const SEVERITIES: Record<string, Bilingual> = {
  INFO: { ko: '정보', en: 'info' },
  WARNING: { ko: '경고', en: 'warning' },
  CRITICAL: { ko: '위험', en: 'critical' },
};
const CHECKS: Record<string, Bilingual> = {
  PAYMENT: { ko: '결제', en: 'payment' },
  REFRIGERATION: { ko: '냉장', en: 'refrigeration' },
  CABINET_LOCK: { ko: '도어 잠금', en: 'door lock' },
  WEIGHT_SENSOR: { ko: '무게 센서', en: 'weight sensor' },
  CAMERA: { ko: '카메라', en: 'camera' },
  NETWORK: { ko: '네트워크', en: 'network' },
};

const label = (table: Record<string | number, Bilingual>, key: string | number): Bilingual => table[key] ?? { ko: String(key), en: String(key) };
export const faultName = (code: string): Bilingual => (isFaultCode(code) ? FAULTS[code].description : { ko: code, en: code });

/** Feed lines for a batch of engine events, in the batch's order. */
export function describeEvents(events: readonly FleetEvent[], names: DeviceNames): FeedDraft[] {
  const payments = new Map<string, EventOf<'PAYMENT'>>();
  const restocks = new Map<string, { added: number; discarded: number }>();
  for (const e of events) {
    if (e.type === 'PAYMENT') payments.set(e.sessionId, e);
    if (e.type === 'STOCK_TRANSACTION' && e.transactionCode !== 'SALE') {
      const r = restocks.get(e.sessionId) ?? { added: 0, discarded: 0 };
      if (e.count > 0) r.added += e.count;
      else r.discarded -= e.count;
      restocks.set(e.sessionId, r);
    }
  }
  const drafts: FeedDraft[] = [];
  for (const e of events) {
    const text = sentence(e, payments, restocks);
    if (!text) continue;
    const type = e.type === 'DOOR_SESSION' && payments.has(e.sessionId) ? 'PAYMENT' : e.type;
    const draft = line(type, e.at, e.deviceIdx, names, text);
    drafts.push(e.type === 'SCENARIO' ? { ...draft, deviceIdxs: e.deviceIdxs } : draft);
  }
  return drafts;
}

/** A feed line: the device's name in front of what happened. */
/** A product a vision model finished learning. */
export const learntText = (l: LearntProduct): Bilingual => ({
  ko: `상품 학습 완료 — ${l.productName} (모델 ${l.modelVersion})`,
  en: `product learnt — ${l.productName} (model ${l.modelVersion})`,
});

export function line(type: string, at: number, deviceIdx: number | null, names: DeviceNames, text: Bilingual): FeedDraft {
  const deviceName = deviceIdx === null ? null : (names(deviceIdx) ?? `#${deviceIdx}`);
  const prefix = (t: string) => (deviceName === null ? t : `${deviceName}: ${t}`);
  return { at, type, deviceIdx, deviceName, text: { ko: prefix(text.ko), en: prefix(text.en) } };
}

function sentence(e: FleetEvent, payments: Map<string, EventOf<'PAYMENT'>>, restocks: Map<string, { added: number; discarded: number }>): Bilingual | null {
  switch (e.type) {
    case 'DOOR_SESSION': {
      if (e.openType === 'EMPLOYEE') {
        const r = restocks.get(e.sessionId);
        if (!r) return { ko: '직원 문 열림 — 재고 변동 없음', en: 'staff visit — no stock change' };
        return { ko: `직원 문 열림 — 입고 ${r.added}개, 폐기 ${r.discarded}개`, en: `staff visit — ${r.added} added, ${r.discarded} discarded` };
      }
      const p = payments.get(e.sessionId);
      const opener = label(OPENERS, e.openType);
      if (!p) return { ko: `문 열림 (${opener.ko}) — 구매 없음`, en: `door session (${opener.en}) — nothing taken` };
      const mode = label(PAYMENT_MODES, p.paymentMode);
      const amount = money(p.amount);
      return p.approved
        ? { ko: `문 열림 — 결제 ${amount.ko} (${mode.ko})`, en: `door session — paid ${amount.en} (${mode.en})` }
        : { ko: `문 열림 — 결제 거절 ${amount.ko} (${mode.ko})`, en: `door session — payment declined ${amount.en} (${mode.en})` };
    }
    case 'FAULT_RAISED': {
      const severity = label(SEVERITIES, e.severity);
      return { ko: `고장 발생 — ${e.description.ko} (${severity.ko})`, en: `fault raised — ${e.description.en} (${severity.en})` };
    }
    case 'FAULT_RESOLVED': {
      const name = faultName(e.code);
      const by = e.by === 'command' ? { ko: ' (수동 해제)', en: ' (cleared by hand)' } : { ko: '', en: '' };
      return { ko: `고장 해제 — ${name.ko}${by.ko}`, en: `fault resolved — ${name.en}${by.en}` };
    }
    case 'SELF_CHECK': {
      if (e.passed) return { ko: '자가 진단 통과', en: 'self-check passed' };
      const failed = e.results.filter((r) => !r.passed);
      return {
        ko: `자가 진단 실패 — ${failed.map((r) => `${label(CHECKS, r.component).ko} (${r.detail})`).join(', ')}`,
        en: `self-check failed — ${failed.map((r) => `${label(CHECKS, r.component).en} (${r.detail})`).join(', ')}`,
      };
    }
    case 'REFUND': {
      const amount = money(e.amount);
      const paid = toWireDateTime(e.paymentAt).slice(11, 16);
      return {
        ko: `환불 ${amount.ko} — 되돌려 놓은 상품 ${e.count}개 (${paid} 결제)`,
        en: `refund ${amount.en} — ${e.count} item(s) put back (payment of ${paid})`,
      };
    }
    case 'DEVICE_OFFLINE':
      return { ko: '오프라인 — 하트비트가 끊겼습니다', en: 'offline — heartbeats stopped' };
    case 'DEVICE_ONLINE':
      return { ko: '다시 온라인', en: 'back online' };
    case 'SCENARIO':
      return e.description;
    case 'HEARTBEAT':
    case 'TEMPERATURE_SAMPLE':
    case 'PAYMENT':
    case 'STOCK_TRANSACTION':
    case 'CARD_RESET':
      return null;
  }
}
