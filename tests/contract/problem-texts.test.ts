// The problem words of refused input (the schemas' problems, shared with the console's forms, and
// the server's own rules): each in Korean and in English with the same placeholders, and the
// server's rules can only name a problem by key.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FAILURE, fieldProblem, problemTexts, ruleProblemTexts, type RuleProblemKey } from '../../contract/index';
import { SimFailure, fail } from '../../sim-server/src/failure';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
const HANGUL = /[\uac00-\ud7a3]/;

describe('problem texts', () => {
  it('word every problem in Korean and in English, with the same placeholders', () => {
    const all = [...Object.entries(problemTexts), ...Object.entries(ruleProblemTexts)];
    const wrong = all.flatMap(([key, text]) => {
      const problems: string[] = [];
      if (!text.ko.trim() || !HANGUL.test(text.ko)) problems.push(`${key}: no Korean`);
      if (!text.en.trim() || HANGUL.test(text.en)) problems.push(`${key}: no English`);
      if (placeholders(text.ko).join() !== placeholders(text.en).join()) problems.push(`${key}: placeholders ${placeholders(text.ko)} ≠ ${placeholders(text.en)}`);
      return problems;
    });
    expect(wrong).toEqual([]);
    // A rule's key names one problem: the two tables share none.
    expect(Object.keys(ruleProblemTexts).filter((key) => Object.hasOwn(problemTexts, key))).toEqual([]);
    expect(all.length).toBeGreaterThan(50);
  });

  it('fill words given in both languages in the reader’s own', () => {
    const what = { ko: '내부 직원', en: 'Internal staff' };
    expect(fieldProblem('companyIdx', 'emptyFor', 'ko', { what }).message).toBe('회사: 내부 직원에는 비워 두세요');
    expect(fieldProblem('companyIdx', 'emptyFor', 'en', { what }).message).toBe('Company: must be empty for Internal staff');
  });
});

describe('fail.badInput', () => {
  it('takes a problem key only (tsc refuses words), and answers in both languages', () => {
    expectTypeOf(fail.badInput).parameter(1).toEqualTypeOf<RuleProblemKey>();
    // Never run: what tsc says to words of a rule's own.
    const wordsRefused = () => {
      // @ts-expect-error a rule is worded by a problem key, not in English words
      fail.badInput('trayIdx', 'is not a tray of this device');
    };
    expect(wordsRefused).toBeTypeOf('function');

    let thrown: unknown;
    try {
      fail.badInput('trayList.0.trayIdx', 'notTrayOfDevice', { value: 12 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SimFailure);
    const failure = thrown as SimFailure;
    expect(failure.code).toBe(FAILURE.BAD_INPUT);
    expect(failure.problems).toEqual({
      ko: [{ path: 'trayList.0.trayIdx', message: '트레이 1번째 행 · 트레이: 이 장비의 트레이가 아닙니다 (트레이 12)' }],
      en: [{ path: 'trayList.0.trayIdx', message: 'Tray, row 1 · Tray: is not a tray of this device (tray 12)' }],
    });
  });
});
