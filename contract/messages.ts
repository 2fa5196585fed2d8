// Messages of spec §8 in Korean (default) and English. Keys are stable; wording lives here only.
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A text in every language of the console. */
export type Bilingual = Record<Language, string>;
export const DEFAULT_LANGUAGE: Language = 'ko';

export const messages = {
  lookupFailed: { ko: '정보 조회에 실패했습니다.', en: 'Information lookup failed' },
  // A read answered NOT_AUTHORIZED: the record exists, outside the operator's scope.
  noAccessToRecord: { ko: '이 레코드에 접근할 권한이 없습니다.', en: 'No access to this record' },
  // A read answered NOT_FOUND: the record (a device, when the call is about one) does not exist.
  noSuchDevice: { ko: '없는 장비입니다.', en: 'No such device' },
  noSuchRecord: { ko: '없는 기록입니다.', en: 'No such record' },
  productListLookupFailed: { ko: '상품 목록 조회에 실패했습니다.', en: 'Product list lookup failed' },
  processingError: { ko: '처리 중 오류가 발생했습니다.', en: 'An error occurred during processing' },
  normallyProcessed: { ko: '정상 처리되었습니다.', en: 'Normally processed' },
  deviceSaveFailed: { ko: '장비 저장에 실패했습니다.', en: 'Device save failed' },
  storeRegistrationFailed: { ko: '매장 등록에 실패했습니다.', en: 'Store registration failed' },
  productSaveFailed: { ko: '상품 저장에 실패했습니다.', en: 'Product save failed' },
  inventorySaveFailed: { ko: '재고 현황 저장에 실패했습니다.', en: 'Inventory status save failed' },
  refrigeratorSaveFailed: { ko: '냉장고 정보 저장에 실패했습니다.', en: 'Refrigerator info save failed' },
  orderSaveFailed: { ko: '발주 저장에 실패했습니다.', en: 'Order save failed' },
  productAddFailed: { ko: '상품 추가에 실패했습니다.', en: 'Product addition failed' },
  orderSaved: { ko: '발주가 저장되었습니다.', en: 'Order saved' },
  storeRegistered: { ko: '매장이 등록되었습니다.', en: 'Store registered' },
  productSaved: { ko: '상품이 저장되었습니다.', en: 'Product saved' },
  inventorySaved: { ko: '재고가 저장되었습니다.', en: 'Inventory saved' },
  refrigeratorSaved: { ko: '냉장고 정보가 저장되었습니다.', en: 'Refrigerator info saved' },
  infoSaved: { ko: '정보가 저장되었습니다.', en: 'Info saved' },
  registered: { ko: '등록되었습니다.', en: 'registered' },
  modified: { ko: '수정되었습니다.', en: 'modified' },
  deleted: { ko: '삭제되었습니다.', en: 'deleted' },
  accountNotFound: { ko: '계정을 찾을 수 없습니다.', en: 'Cannot find the account' },
  sessionExpired: { ko: '세션이 만료되어 로그아웃되었습니다.', en: 'Session expired, logged out' },
  infoSentByMail: { ko: '메일로 정보를 보냈습니다.', en: 'The information was sent by mail' },
  passwordChanged: { ko: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.', en: 'The password was changed. Sign in with the new password.' },
  loggedOutElsewhere: { ko: '다른 탭에서 로그아웃되었습니다.', en: 'Logged out in another tab' },
  // Why the server ended a session (SESSION_END_REASONS): its expired answer names one, the sign-in page says it.
  sessionEndClassStarted: { ko: '이 서버에서 수업이 시작되어 강사가 이 세션을 끝냈습니다.', en: 'A class started on this server: the trainer ended this session.' },
  sessionEndClassEnded: { ko: '수업이 끝나 교육생 계정과 세션이 닫혔습니다.', en: 'The class has ended: its trainee accounts and sessions are closed.' },
  sessionEndWorldReset: { ko: '시뮬레이터의 월드가 초기화되어 세션이 끝났습니다.', en: 'The simulator’s world was reset: this session ended.' },
  sessionEndTourStarted: { ko: '데모 투어가 시작되어 세션이 끝났습니다.', en: 'A demo tour started: this session ended.' },
  sessionEndEveryone: { ko: '관리자가 모든 세션을 끝냈습니다.', en: 'An administrator ended every session.' },
  // Client errors (spec §8): axios-level failures in the user's words.
  requestAborted: { ko: '요청이 중단되었습니다.', en: 'Request aborted' },
  networkError: { ko: '네트워크 오류', en: 'Network Error' },
  timeout: { ko: '요청 시간이 초과되었습니다.', en: 'Request timed out' },
  // A failure with no server behind it (no answer at all, or a gateway's 502/503/504), after the screen's own wording.
  serverUnreachable: { ko: '{{failure}} 서버에 연결할 수 없습니다. 잠시 후 다시 시도하세요.', en: '{{failure}}: the server cannot be reached. Try again in a moment.' },
  requestFailedStatus: { ko: '요청이 실패했습니다 (상태 코드 {{status}})', en: 'Request failed with status code {{status}}' },
  notBuilt: { ko: '이 화면은 아직 만들어지지 않았습니다: {{area}}', en: 'This screen is not built yet: {{area}}' },
} as const satisfies Record<string, Record<Language, string>>;
export type MessageKey = keyof typeof messages;

/** Fill `{{name}}` placeholders. */
export function fillTemplate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message in one language, with placeholders filled. */
export function message(key: MessageKey, lang: Language = DEFAULT_LANGUAGE, values?: Record<string, string | number>): string {
  return fillTemplate(messages[key][lang], values);
}
