// What is wrong with a field by a rule only the server checks, against what is stored (a tray of
// another device, a price above the list price, a report too long), in the user's words. Kept
// apart from the schema problems (field-problems.ts), which the console's forms load, so the
// sign-in page does not carry the server's own rules. Each rule is worded by its key here only.
import { pathLabel } from './field-labels';
import { fillProblem, problemTexts, type FieldProblem, type ProblemKey, type ProblemValues } from './field-problems';
import type { Language } from './messages';

export const ruleProblemTexts = {
  emptyFor: { ko: '{{what}}에는 비워 두세요', en: 'must be empty for {{what}}' },
  managerOnly: { ko: '{{who}}만 담당 매장을 둘 수 있습니다', en: 'only a {{who}} runs divisions' },
  requiredOrDivision: { ko: '필수 입력 항목입니다 (또는 매장이나 한 회사의 상품을 고르세요)', en: 'is required (or a division, or a product of one company)' },
  notTrayOfDevice: { ko: '이 장비의 트레이가 아닙니다 (트레이 {{value}})', en: 'is not a tray of this device (tray {{value}})' },
  notStockOfDevice: { ko: '이 장비의 재고 상품이 아닙니다 ({{value}})', en: 'is not stocked on this device ({{value}})' },
  otherProduct: { ko: '다른 상품의 재고입니다 ({{value}})', en: 'holds another product ({{value}})' },
  sameAsSource: { ko: '옮길 재고가 이미 있는 곳입니다', en: 'is where the stock already is' },
  noSuchProduct: { ko: '없는 상품입니다 (상품 {{value}})', en: 'does not exist (product {{value}})' },
  notInTraining: { ko: '학습 대기 중이거나 학습 중인 상품이 아닙니다 ({{value}})', en: 'is not a product waiting for or in training ({{value}})' },
  newOrderRequested: { ko: '새 발주는 요청(REQUESTED) 상태로 시작합니다', en: 'a new order starts as REQUESTED' },
  belowListPrice: { ko: '판매가({{price}}원)보다 낮아야 합니다', en: 'must be below the list price ({{price}} won)' },
  notDivisionOfCompany: { ko: '회사 {{company}}의 매장이 아닙니다 (매장 {{value}})', en: 'is not a division of company {{company}} (division {{value}})' },
  warehouseNoPromotion: { ko: '창고에서는 프로모션을 할 수 없습니다 (매장 {{value}})', en: 'is a warehouse; promotions run in stores and sites (division {{value}})' },
  periodCap: { ko: '기간은 최대 {{max}}{{unit}}입니다 (요청 {{count}}{{unit}})', en: 'the period may be at most {{max}} {{unit}} (this one {{count}})' },
  notCurrentPassword: { ko: '현재 비밀번호가 맞지 않습니다 (아무것도 바뀌지 않았습니다)', en: 'is not your current password (nothing was changed)' },
  oneFileOnly: { ko: '파일은 하나만 보낼 수 있습니다', en: 'only one file may be sent' },
  emptyFile: { ko: '빈 파일입니다', en: 'is empty' },
  imageTooLarge: { ko: '이미지는 {{limit}}({{bytes}}바이트)까지 올릴 수 있습니다', en: 'an image may be at most {{limit}} = {{bytes}} bytes' },
  imageDeclaredType: { ko: '{{type}} 형식으로 보냈습니다 — 이미지는 PNG, JPEG, WebP, GIF만 됩니다', en: 'is sent as {{type}}; an image must be PNG, JPEG, WebP or GIF' },
  notAnImage: { ko: 'PNG, JPEG, WebP, GIF 이미지가 아닙니다 (파일 내용 기준)', en: 'is not a PNG, JPEG, WebP or GIF image (its content says otherwise)' },
  // The simulator's control calls (cockpit, injected faults).
  pointWithCard: { ko: '사원 카드로 열 때는 POINT이거나 비워 두세요', en: 'must be POINT (or left out) with an employee card' },
  notInFleet: { ko: '시뮬레이션에 없는 장비입니다 ({{value}})', en: 'is not a device of the fleet ({{value}})' },
  noSuchStep: { ko: '투어에 없는 단계입니다 (단계 {{value}}, 전체 {{max}}단계)', en: 'is not a step of the tour (step {{value}} of {{max}})' },
  // Aiming a fault or scenario at one user (a trainee).
  noSuchUser: { ko: '없는 사용자입니다 ({{value}})', en: 'is not a user of the simulator ({{value}})' },
  notKioskOfUser: { ko: '{{user}} 사용자의 장비가 아닙니다 ({{value}})', en: 'is not a kiosk of user {{user}} ({{value}})' },
  noActiveFault: { ko: '지금 걸려 있는 장애가 아닙니다 ({{value}})', en: 'is not an active fault ({{value}})' },
  // A class's course and a trainee's answers (sim-classroom.ts).
  noSuchCourse: { ko: '없는 과정입니다 ({{value}}; 있는 과정: {{known}})', en: 'is not a course of the simulator ({{value}}; there are: {{known}})' },
  noSuchExercise: { ko: '수업 과정에 없는 과제입니다 ({{value}})', en: 'is not an exercise of the class’s course ({{value}})' },
  notAFindingTask: { ko: '답을 입력하는 찾기 과제가 아닙니다. 콘솔에서 하면 저절로 완료됩니다 ({{value}})', en: 'is not a finding task; it turns done when you do it in the console ({{value}})' },
} as const satisfies Record<string, Record<Language, string>>;

/** What a rule can say: a schema problem ('required', 'appearsTwice'…) or a rule's own. */
export type RuleProblemKey = ProblemKey | keyof typeof ruleProblemTexts;

/** One problem a rule found (not the schema), worded in `lang`: always by key, never in a rule's own words. */
export function fieldProblem(path: string, problem: RuleProblemKey, lang: Language, values?: ProblemValues): FieldProblem {
  const text = Object.hasOwn(ruleProblemTexts, problem) ? ruleProblemTexts[problem as keyof typeof ruleProblemTexts] : problemTexts[problem as ProblemKey];
  return { path, message: `${pathLabel(path.split('.'), lang)}: ${fillProblem(text, lang, values)}` };
}
