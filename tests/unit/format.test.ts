import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatFileSize,
  formatWon,
  fullAddress,
  joinProviderCodes,
  paymentModeLabel,
  paymentResultLabel,
  promotionLabel,
  providerLabel,
  transactionLabel,
  withRowNumbers,
} from '../../web/src/ui/format';

describe('providerLabel', () => {
  it('shows TC as AI장비 whatever its case', () => {
    expect(providerLabel('tc', 'ko')).toBe('AI장비');
    expect(providerLabel('TC', 'en')).toBe('AI device');
  });
  it('shows both when both codes are present', () => {
    expect(providerLabel('TC,zelotek', 'ko')).toBe('AI장비, 키오스크');
    expect(providerLabel('tc,ZELOTEK', 'ko')).toBe('AI장비, 키오스크');
    expect(providerLabel('ZELOTEK', 'ko')).toBe('키오스크');
  });
  it("shows '-' for null, empty or unknown", () => {
    expect(providerLabel(null, 'ko')).toBe('-');
    expect(providerLabel('', 'ko')).toBe('-');
    expect(providerLabel('other', 'ko')).toBe('-');
  });
  it('joins codes back to the wire form', () => {
    expect(joinProviderCodes(['ZELOTEK', 'TC'])).toBe('TC,ZELOTEK');
    expect(joinProviderCodes([])).toBeNull();
  });
});

describe('payment mode and result (spec §9)', () => {
  it("maps tc modes 1 / 2 / 99 and defaults to credit card", () => {
    expect(paymentModeLabel('tc', 1, 'en')).toBe('App');
    expect(paymentModeLabel('tc', 2, 'en')).toBe('Credit card');
    expect(paymentModeLabel('tc', 99, 'en')).toBe('Points');
    expect(paymentModeLabel('tc', 7, 'en')).toBe('Credit card');
    expect(paymentModeLabel('tc', 99, 'ko')).toBe('포인트');
  });
  it('shows other providers as credit card', () => {
    expect(paymentModeLabel('kicc', 1, 'en')).toBe('Credit card');
  });
  it('tc: 1 is approved with the state in parentheses, anything else failed', () => {
    expect(paymentResultLabel({ provider: 'tc', approveResult: 1, state: 'PAID' }, 'en')).toBe('Approved (Paid)');
    expect(paymentResultLabel({ provider: 'tc', approveResult: 0, state: 'PAID' }, 'en')).toBe('Approval failed');
    expect(paymentResultLabel({ provider: 'tc', approveResult: 1, state: 'PAID' }, 'ko')).toBe('승인 (결제 완료)');
  });
  it('other providers: 0 is approved (its state said too, a refund as a refund), anything else failed', () => {
    expect(paymentResultLabel({ provider: 'kicc', approveResult: 0, state: 'PAID' }, 'en')).toBe('Approved (Paid)');
    expect(paymentResultLabel({ provider: 'kicc', approveResult: 0, state: 'REFUNDED' }, 'ko')).toBe('승인 (환불)');
    expect(paymentResultLabel({ provider: 'kicc', approveResult: 1, state: 'PAID' }, 'en')).toBe('Approval failed');
  });
});

describe('transaction and promotion labels', () => {
  it('labels every transaction code', () => {
    expect(['ADD', 'DISCARD', 'SALE', 'REFUND', 'MANUAL', 'NEW'].map((c) => transactionLabel(c, 'en'))).toEqual([
      'Stock-in',
      'Stock-out',
      'Sale',
      'Return',
      'Manual update',
      'New registration',
    ]);
    expect(transactionLabel('BOGUS', 'en')).toBe('-');
  });
  it('describes each promotion type', () => {
    expect(promotionLabel({ type: 'RATE', promotionRate: 10 }, 'en')).toBe('Discount rate 10%');
    expect(promotionLabel({ type: 'COUNT', promotionSaleCount: 2, promotionFreeCount: 1 }, 'en')).toBe('Free gift (2+1)');
    expect(promotionLabel({ type: 'AMOUNT', promotionAmount: 1500 }, 'ko')).toBe('할인가 1,500원');
  });
});

describe('dates, money, rows', () => {
  it('formats wire dates in the spec formats', () => {
    expect(formatDate('2024-01-02 10:11:12')).toBe('2024.01.02');
    expect(formatDate('2024-01-02 10:11:12', 'YYYY.MM.DD HH:mm')).toBe('2024.01.02 10:11');
    expect(formatDate('2024-01-02 10:11:12', 'YYYY.MM.DD HH:mm:ss')).toBe('2024.01.02 10:11:12');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
  it('formats won with ko-KR grouping', () => {
    expect(formatWon(1234567, 'ko')).toBe('1,234,567원');
    expect(formatWon(0, 'en')).toBe('₩0');
    expect(formatWon(null, 'ko')).toBe('-');
  });
  it('puts the minus sign of a negative amount before the currency (a gross profit can be negative)', () => {
    expect(formatWon(-1500, 'en')).toBe('-₩1,500');
    expect(formatWon(-1500, 'ko')).toBe('-1,500원');
    expect(formatWon(-1234567.4, 'en')).toBe('-₩1,234,567');
    // Rounds to nothing: no sign.
    expect(formatWon(-0.4, 'en')).toBe('₩0');
    expect(formatWon(-0, 'ko')).toBe('0원');
  });
  it('numbers rows counting down from the list length', () => {
    expect(withRowNumbers([{ a: 'x' }, { a: 'y' }, { a: 'z' }]).map((r) => [r.a, r.num])).toEqual([
      ['x', 3],
      ['y', 2],
      ['z', 1],
    ]);
    expect(withRowNumbers([])).toEqual([]);
  });
  it('combines address and detail', () => {
    expect(fullAddress('Seoul', '1F')).toBe('Seoul 1F');
    expect(fullAddress('Seoul', '')).toBe('Seoul');
    expect(fullAddress(null, null)).toBe('-');
  });

  it('leaves out the leading words of a part that repeat the words before it', () => {
    expect(fullAddress('경기 수원시 영통구 광교로 1', '광교빌딩 B1', 'B1 엘리베이터 앞')).toBe('경기 수원시 영통구 광교로 1 광교빌딩 B1 엘리베이터 앞');
    expect(fullAddress('인천 연수구', '송도스퀘어 1층', '1층 로비')).toBe('인천 연수구 송도스퀘어 1층 로비');
    // Two repeated words, and a part that repeats entirely.
    expect(fullAddress('서울', '한빛타워 2층', '한빛타워 2층 라운지')).toBe('서울 한빛타워 2층 라운지');
    expect(fullAddress('서울', '한빛타워', '한빛타워')).toBe('서울 한빛타워');
    // Words repeated elsewhere than at the seam stay.
    expect(fullAddress('서울', '1층 로비', '2층 1층 창가')).toBe('서울 1층 로비 2층 1층 창가');
    expect(fullAddress('서울 ', '  광교빌딩   B1 ')).toBe('서울 광교빌딩 B1');
  });
});

describe('formatFileSize', () => {
  it('reads bytes, then KB, MB, GB with one decimal, dropping a trailing .0', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(12.3 * 1024)).toBe('12.3 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(5.5 * 1024 ** 3)).toBe('5.5 GB');
    expect(formatFileSize(-1)).toBe('-');
  });
});
