// What is wrong with a field, in the user's words: the server answers a refused request with these,
// and the console's forms check the same schemas before sending and show the same words beside
// the field. zod's issues carry what is needed (code, bounds, path); the wording is ours for the
// problems operators meet, zod's own locale (ko, en) for the rest. A schema rule zod cannot word
// (a format, a cross-field rule) names its problem by key as its message.
import type { z } from 'zod';
import zodEn from 'zod/v4/locales/en.js';
import zodKo from 'zod/v4/locales/ko.js';
import { pathLabel } from './field-labels';
import { fillTemplate, type Bilingual, type Language } from './messages';


export const problemTexts = {
  required: { ko: '필수 입력 항목입니다', en: 'is required' },
  requiredFor: { ko: '{{what}}에 필요합니다', en: 'is required for {{what}}' },
  mustBeText: { ko: '글자로 입력하세요', en: 'must be text' },
  mustBeNumber: { ko: '숫자를 입력하세요', en: 'must be a number' },
  plainDigits: { ko: '숫자로만 입력하세요', en: 'must be a number in plain digits' },
  wholeNumber: { ko: '정수를 입력하세요', en: 'must be a whole number' },
  mustBeYesNo: { ko: '예 또는 아니요여야 합니다', en: 'must be true or false' },
  mustBeObject: { ko: 'JSON 객체({ … })여야 합니다', en: 'must be a JSON object ({ … })' },
  mustBeList: { ko: '목록([ … ])이어야 합니다', en: 'must be a list ([ … ])' },
  atLeast: { ko: '{{min}} 이상이어야 합니다', en: 'must be at least {{min}}' },
  above: { ko: '{{min}}보다 커야 합니다', en: 'must be more than {{min}}' },
  positive: { ko: '0보다 커야 합니다', en: 'must be positive' },
  atMost: { ko: '{{max}} 이하여야 합니다', en: 'must be at most {{max}}' },
  below: { ko: '{{max}}보다 작아야 합니다', en: 'must be less than {{max}}' },
  minChars: { ko: '{{min}}자 이상 입력하세요', en: 'must be at least {{min}} characters' },
  maxChars: { ko: '{{max}}자 이하로 입력하세요', en: 'must be at most {{max}} characters' },
  minItems: { ko: '{{min}}개 이상 있어야 합니다', en: 'must have at least {{min}}' },
  maxItems: { ko: '{{max}}개 이하여야 합니다', en: 'must have at most {{max}}' },
  oneOf: { ko: '{{values}} 중 하나여야 합니다', en: 'must be one of {{values}}' },
  unknownField: { ko: '알 수 없는 항목입니다', en: 'is not a known field' },
  email: { ko: '형식이 올바르지 않습니다 (예: name@example.com)', en: 'must be an e-mail address such as name@example.com' },
  phone: { ko: '형식이 올바르지 않습니다 (예: 02-123-4567, 010-1234-5678)', en: 'must be a phone number such as 02-123-4567 or 010-1234-5678' },
  businessNumber: { ko: '000-00-00000 형식이어야 합니다', en: 'must look like 000-00-00000' },
  cardUid: { ko: '16진수 8–20자리여야 합니다 (카드 UID)', en: 'must be 8–20 hex digits (card UID)' },
  digits: { ko: '숫자로만 입력하세요', en: 'must be digits' },
  httpLink: { ko: 'http(s) 링크여야 합니다', en: 'must be an http(s) link' },
  userIdChars: { ko: '영문, 숫자와 . _ @ - 만 쓸 수 있습니다', en: 'may only use letters, digits and . _ @ -' },
  hhmm: { ko: 'HH:mm 형식이어야 합니다 (00:00–23:59)', en: 'must be HH:mm (00:00–23:59)' },
  wireDate: { ko: 'YYYY-MM-DD 형식이어야 합니다', en: 'expected YYYY-MM-DD' },
  wireDateTime: { ko: 'YYYY-MM-DD HH:mm:ss 형식이어야 합니다', en: 'expected YYYY-MM-DD HH:mm:ss' },
  notCalendarDate: { ko: '달력에 없는 날짜입니다', en: 'is not a calendar date' },
  notRealDateTime: { ko: '있을 수 없는 날짜와 시각입니다', en: 'is not a real date and time' },
  endAfterStart: { ko: '시작보다 뒤여야 합니다', en: 'must be after the start' },
  notBeforeStart: { ko: '시작보다 앞설 수 없습니다', en: 'must not be before the start' },
  resetDayRange: { ko: '{{cycle}} 주기에서는 {{range}}이어야 합니다', en: 'must be {{range}} for {{cycle}}' },
  providers: { ko: 'TC, ZELOTEK 또는 TC,ZELOTEK이어야 합니다', en: "must be TC, ZELOTEK or 'TC,ZELOTEK'" },
  appearsTwice: { ko: '{{value}}이(가) 두 번 있습니다', en: '{{value}} appears twice' },
  // Cross-field rules of the schemas (stock moves, injected faults).
  exactlyOneOf: { ko: '{{fields}} 중 하나만 고르세요', en: 'give exactly one of {{fields}}' },
  faultPath: { ko: "'*' 또는 /로 시작하는 경로여야 합니다", en: "must be '*' or a path starting with /" },
  notWithKind: { ko: '{{kind}} 종류에는 쓰지 않습니다', en: 'does not go with kind {{kind}}' },
  notBelowField: { ko: '{{field}}보다 작을 수 없습니다', en: 'must not be less than {{field}}' },
  // Aiming an injected fault: at one user or at the caller's own session, not both.
  notWithField: { ko: '{{field}}와(과) 함께 쓸 수 없습니다', en: 'does not go with {{field}}' },
} as const satisfies Record<string, Bilingual>;
export type ProblemKey = keyof typeof problemTexts;

/** One refused field: its path in the request (`trayList.1.setTemperature`) and the sentence to show. */
export interface FieldProblem {
  path: string;
  message: string;
}

export function isProblemKey(value: unknown): value is ProblemKey {
  return typeof value === 'string' && Object.hasOwn(problemTexts, value);
}

/** Values a problem's words take: figures and codes as they are, words in both languages. */
export type ProblemValues = Record<string, string | number | Bilingual>;

/** Problem words in one language, their placeholders filled (words given in both languages in `lang`). */
export function fillProblem(text: Bilingual, lang: Language, values: ProblemValues = {}): string {
  const inLang = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, typeof v === 'object' ? v[lang] : v]));
  return fillTemplate(text[lang], inLang);
}

/** A problem in one language: a key with its values, or (a rule's own words) the text as it is. */
export function problemText(problem: string, lang: Language, values: ProblemValues = {}): string {
  return isProblemKey(problem) ? fillProblem(problemTexts[problem], lang, values) : problem;
}

const zodLocale = { ko: zodKo().localeError, en: zodEn().localeError } as const;

/** Bounds and amounts read as people write them: 10,000,000. */
export function figure(value: unknown): string {
  return typeof value === 'number' || typeof value === 'bigint' ? value.toLocaleString('en-US') : String(value);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

type Issue = z.core.$ZodIssue;

/** An input wrong as a whole, by the part of the request it is (the server's `where`). */
const WHOLE_INPUT: Record<string, Record<Language, string>> = {
  body: { ko: '본문', en: 'Body' },
  path: { ko: '경로', en: 'Path' },
  query: { ko: '쿼리', en: 'Query' },
};

/** The problem of one issue (without the label), in one language. */
function describe(issue: Issue, input: unknown, lang: Language): string {
  const at = valueAt(input, issue.path);
  // NaN is what an empty number box reads as; on the wire it is null.
  const missing = at === undefined || at === null || Number.isNaN(at);
  const word = (key: ProblemKey, values?: ProblemValues) => problemText(key, lang, values);
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return word('required');
      if (issue.expected === 'int' && typeof at === 'number') return word('wholeNumber');
      if (issue.expected === 'number' || issue.expected === 'int') return word('mustBeNumber');
      if (issue.expected === 'string') return word('mustBeText');
      if (issue.expected === 'boolean') return word('mustBeYesNo');
      if (issue.expected === 'object') return word('mustBeObject');
      if (issue.expected === 'array') return word('mustBeList');
      break;
    case 'invalid_value':
      if (missing) return word('required');
      return word('oneOf', { values: issue.values.map(String).join(', ') });
    case 'too_small': {
      const blank = typeof at === 'string' && at.trim() === '';
      if (issue.origin === 'string') return blank || Number(issue.minimum) <= 1 ? word('required') : word('minChars', { min: figure(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return word('minItems', { min: figure(issue.minimum) });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        if (issue.inclusive === false) return Number(issue.minimum) === 0 ? word('positive') : word('above', { min: figure(issue.minimum) });
        return word('atLeast', { min: figure(issue.minimum) });
      }
      break;
    }
    case 'too_big': {
      if (issue.origin === 'string') return word('maxChars', { max: figure(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return word('maxItems', { max: figure(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return word(issue.inclusive === false ? 'below' : 'atMost', { max: figure(issue.maximum) });
      break;
    }
    case 'invalid_format':
    case 'custom':
      if (isProblemKey(issue.message)) return word(issue.message, (issue as { params?: ProblemValues }).params);
      // A rule's own words (not zod's default for the format) are kept as written.
      if (issue.code === 'custom' || issue.message !== zodLocale.en(issue as never)) return issue.message;
      break;
  }
  // The rest (unions, keys, formats of zod's own) in zod's locale.
  return (zodLocale[lang](issue as never) as string | undefined) ?? issue.message;
}

/**
 * Every problem of a refused input, one per field, worded in `lang` with the field's label
 * ("Set temperature (°C): must be at least -30"). `where` names an input that is wrong as a whole.
 */
export function fieldProblems(issues: readonly Issue[], input: unknown, lang: Language, where = ''): FieldProblem[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const path = [...issue.path, key];
        return { path: path.map(String).join('.'), message: `${pathLabel(path, lang)}: ${problemText('unknownField', lang)}` };
      });
    }
    const name = issue.path.length ? pathLabel(issue.path, lang) : (WHOLE_INPUT[where]?.[lang] ?? where);
    const problem = describe(issue, input, lang);
    return [{ path: issue.path.map(String).join('.'), message: name ? `${name}: ${problem}` : problem }];
  });
}
