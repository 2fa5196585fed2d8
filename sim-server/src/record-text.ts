// Words the simulator writes into records (stock movement and point log memos). They are data, not
// answers: they are written once, in the world's language (Korean, like its shops, people and
// products), and read back as they are whichever language the console shows.
import { fillTemplate, type Language } from '../../contract/index';
import type { Bilingual } from '../../contract/index';

/** The language of the simulated world's records. */
export const WORLD_LANGUAGE: Language = 'ko';

const recordTexts = {
  sale: { ko: '판매', en: 'sale' },
  saleSession: { ko: '판매 {{session}}', en: 'sale {{session}}' },
  restock: { ko: '보충', en: 'restock' },
  restockSession: { ko: '보충 {{session}}', en: 'restock {{session}}' },
  expired: { ko: '유통기한 만료 {{date}}', en: 'expired {{date}}' },
  refund: { ko: '결제 {{payment}} 환불', en: 'refund of payment {{payment}}' },
  placed: { ko: '진열', en: 'placed' },
  received: { ko: '입고', en: 'received' },
  order: { ko: '발주 {{order}}', en: 'order {{order}}' },
  placedOnTray: { ko: '트레이에 진열', en: 'placed on tray' },
  inventoryCount: { ko: '재고 실사', en: 'inventory count' },
  discardedOnRemoval: { ko: '삭제하며 폐기', en: 'discarded on removal' },
  movedTo: { ko: '{{place}}(으)로 이동', en: 'moved to {{place}}' },
  movedFrom: { ko: '{{place}}에서 이동', en: 'moved from {{place}}' },
  openedByMove: { ko: '이동으로 등록', en: 'opened by a move' },
  newCard: { ko: '카드 발급', en: 'new card' },
  policyStarted: { ko: '포인트 정책 시작', en: 'points policy started' },
  reset: { ko: '{{cycle}} 초기화', en: '{{cycle}} reset' },
} as const satisfies Record<string, Bilingual>;

const cycles = {
  DAILY: { ko: '일간', en: 'daily' },
  WEEKLY: { ko: '주간', en: 'weekly' },
  MONTHLY: { ko: '월간', en: 'monthly' },
} as const satisfies Record<string, Bilingual>;

export type RecordTextKey = keyof typeof recordTexts;

/** A record's words in the world's language. */
export function recordText(key: RecordTextKey, values: Record<string, string | number> = {}, lang: Language = WORLD_LANGUAGE): string {
  return fillTemplate(recordTexts[key][lang], values);
}

/** The memo of a point balance reset by its cycle ('일간 초기화'). */
export function resetMemo(cycle: keyof typeof cycles, lang: Language = WORLD_LANGUAGE): string {
  return recordText('reset', { cycle: cycles[cycle][lang] }, lang);
}
