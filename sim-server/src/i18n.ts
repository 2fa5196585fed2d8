// Simulator-only wordings (validation, not found, not simulated, sessions, mails) in ko and en,
// and the one translator that also knows the contract's messages.
import type { IncomingMessage } from 'node:http';
import { fillTemplate, messages, type Bilingual, type Language, type MessageKey } from '../../contract/index';


export const simMessages = {
  badInput: { ko: '입력값이 올바르지 않습니다 — {{detail}}', en: 'Invalid input — {{detail}}' },
  invalidJson: { ko: '요청 본문이 올바른 JSON이 아닙니다 (Request body is not valid JSON)', en: 'Request body is not valid JSON' },
  bodyTooLarge: { ko: '요청 본문이 너무 큽니다 (최대 {{limit}})', en: 'Request body is too large (at most {{limit}})' },
  unreadableBody: { ko: '요청 본문을 읽을 수 없습니다: {{detail}}', en: 'Request body could not be read: {{detail}}' },
  badRequest: { ko: '잘못된 요청입니다: {{detail}}', en: 'Bad request: {{detail}}' },
  notFound: { ko: '{{entity}} 정보를 찾을 수 없습니다.', en: '{{entity}} not found' },
  noSuchApi: { ko: '존재하지 않는 API입니다: {{method}} {{path}}', en: 'No such API: {{method}} {{path}}' },
  noSuchPage: { ko: '찾을 수 없습니다: {{method}} {{path}}', en: 'Not found: {{method}} {{path}}' },
  notSimulated: {
    ko: '{{endpoint}} 기능은 아직 시뮬레이션되지 않습니다 (not simulated yet).',
    en: '{{endpoint}} is not simulated yet',
  },
  foreignHost: {
    ko: '이 서버는 {{host}} 주소로 제공되지 않습니다. 서버 주소로 직접 접속하세요 (ALLOWED_HOSTS로 추가할 수 있습니다).',
    en: 'This server is not served as {{host}}; open it by its own address (or add the name to ALLOWED_HOSTS)',
  },
  bodyNotJson: {
    ko: '요청 본문은 JSON이어야 합니다 (Content-Type: application/json, 받은 형식: {{type}}).',
    en: 'The request body must be JSON (Content-Type: application/json; got {{type}})',
  },
  signInRequired: { ko: '로그인이 필요합니다 (sign-in required).', en: 'Sign-in required' },
  invalidToken: { ko: '유효하지 않은 인증 토큰입니다 (invalid token).', en: 'Invalid or unknown access token' },
  // The console logs out on "expired" (spec §8); Korean carries the English word too.
  sessionExpired: { ko: '세션이 만료되었습니다 (session expired).', en: 'Session expired' },
  sessionEnded: { ko: '{{reason}} (session expired)', en: '{{reason}} (session expired)' },
  // Scope refusals avoid the words "not authorized": by spec §8 those end the console session,
  // and an operator who opens a record outside their scope should be told, not signed out.
  notAuthorizedRecord: {
    ko: '이 레코드에 접근할 권한이 없습니다 (no access to this record).',
    en: 'You have no access to this record',
  },
  notAuthorizedAction: {
    ko: '이 작업을 할 권한이 없습니다 (no permission for this action).',
    en: 'You have no permission for this action',
  },
  simulatorAdminOnly: {
    ko: '시뮬레이터의 이 기능은 내부 관리자(ADMIN)만 쓸 수 있습니다.',
    en: 'Only internal staff (ADMIN) may do this on the simulator',
  },
  simulatorSteerOnly: {
    ko: '시뮬레이터 조작은 내부 관리자나 협력사 관리자(ADMIN, PARTNER)만 할 수 있습니다.',
    en: 'Steering the simulator takes an ADMIN or PARTNER account',
  },
  faultForEveryoneAdminOnly: {
    ko: '모든 사용자에게 적용되는 API 장애는 내부 관리자(ADMIN)만 설정하거나 해제할 수 있습니다. 내 세션에만 적용하세요.',
    en: 'Only ADMIN may set or clear API faults that hit everyone; aim yours at your own session',
  },
  aimAdminOnly: {
    ko: '특정 사용자를 겨냥한 API 장애나 시나리오는 내부 관리자(ADMIN)만 설정할 수 있습니다.',
    en: 'Only ADMIN may aim an API fault or a scenario at a user',
  },
  tooManyOwnFaults: {
    ko: '내가 설정한 API 장애가 이미 {{count}}개입니다. 하나를 해제한 뒤 다시 시도하세요.',
    en: 'You already have {{count}} API faults set; clear one first',
  },
  tooManyFaults: {
    ko: 'API 장애가 이미 {{count}}개 설정되어 있습니다. 일부를 해제한 뒤 다시 시도하세요.',
    en: '{{count}} API faults are already set; clear some first',
  },
  loginFailed: { ko: '아이디 또는 비밀번호가 올바르지 않습니다.', en: 'ID or password is incorrect' },
  loginThrottled: {
    ko: '로그인 실패가 너무 많습니다. {{minutes}}분 후에 다시 시도하세요.',
    en: 'Too many failed sign-ins for this account from this address; try again in {{minutes}} minute(s)',
  },
  /** Held back only by sign-ins of the same account still being checked (many sent at once). */
  signInBusy: {
    ko: '이 계정의 다른 로그인 시도를 확인하는 중입니다. 잠시 후 다시 시도하세요.',
    en: 'Other sign-ins to this account are being checked; try again in a moment',
  },
  /** Find ID and password reset: every request counts, not only failures (auth/login-throttle.ts). */
  lookupThrottled: {
    ko: '요청이 너무 많습니다. {{minutes}}분 후에 다시 시도하세요.',
    en: 'Too many requests for this account from this address; try again in {{minutes}} minute(s)',
  },
  diskFull: {
    ko: '서버 디스크가 가득 차서 저장하지 못했습니다. 공간을 확보한 뒤(또는 관리자에게 문의) 다시 시도하세요.',
    en: 'The server’s disk is full: nothing was saved. Free some space (or ask the administrator) and try again.',
  },
  /** A successful answer that left something out says so after its message. */
  answeredWithNote: { ko: '{{message}} ({{note}})', en: '{{message}} ({{note}})' },
  rowsLeftOut: {
    ko: '표시할 수 없는 행 {{count}}개를 제외했습니다. 서버 로그를 확인하세요.',
    en: '{{count}} {{rows}} could not be shown and {{were}} left out; see the server log',
  },
  paymentsNotCounted: {
    ko: '가격 한도를 넘는 결제 {{count}}건은 합계에서 제외했습니다. 서버 로그를 확인하세요.',
    en: '{{count}} {{payments}} beyond the price limits {{were}} not counted; see the server log',
  },
  conflict: { ko: '다른 데이터와 충돌하여 저장할 수 없습니다.', en: 'Cannot save: it conflicts with existing data' },
  businessNumberTaken: {
    ko: '이미 등록된 사업자등록번호입니다: {{businessNumber}}',
    en: 'Business number {{businessNumber}} is already registered',
  },
  companyHasDivisions: {
    ko: '소속 사업장이 {{count}}개 남아 있어 삭제할 수 없습니다. 사업장을 먼저 삭제하세요.',
    en: 'The company still has {{count}} division(s); delete them first',
  },
  companyHasUsers: {
    ko: '소속 사용자가 {{count}}명 남아 있어 삭제할 수 없습니다. 사용자를 먼저 삭제하세요.',
    en: 'The company still has {{count}} user(s); delete them first',
  },
  companyFilesFull: {
    ko: '저장하지 않았습니다: 회사당 파일 저장 한도는 {{quota}}이며 이미 {{used}}를 쓰고 있어 이 파일({{size}})이 들어갈 자리가 없습니다. 관리자에게 한도를 늘려 달라고 문의하세요.',
    en: 'Not saved: a company may store {{quota}} of files, {{used}} are in use and this file ({{size}}) does not fit. Ask the administrator to raise the limit.',
  },
  databaseFilesFull: {
    ko: '저장하지 않았습니다: 서버 데이터베이스 한도는 {{limit}}이며 이미 {{used}}를 쓰고 있어 이 파일({{size}})이 들어갈 자리가 없습니다. 관리자에게 문의하세요.',
    en: 'Not saved: the server’s database may grow to {{limit}}, {{used}} are in use and this file ({{size}}) does not fit. Ask the administrator.',
  },
  fileTooLarge: { ko: '파일이 너무 큽니다 (파일당 최대 {{limit}} = {{bytes}}바이트)', en: 'The file is too large (at most {{limit}} = {{bytes}} bytes per file)' },
  userIdTaken: { ko: '이미 사용 중인 아이디입니다: {{userId}}', en: 'User ID {{userId}} is already in use' },
  userIdFixed: { ko: '아이디는 변경할 수 없습니다.', en: 'The user ID cannot be changed' },
  cannotDeleteSelf: { ko: '자기 자신의 계정은 삭제할 수 없습니다.', en: 'You cannot delete your own account' },
  divisionNotInCompany: {
    ko: '사업장 {{divisionIdx}}은(는) 사용자의 회사에 속하지 않습니다.',
    en: "Division {{divisionIdx}} does not belong to the user's company",
  },
  divisionHasDevices: {
    ko: '사업장에 장비가 {{count}}대 남아 있어 삭제할 수 없습니다. 장비를 먼저 옮기거나 삭제하세요.',
    en: 'The division still has {{count}} device(s); move or delete them first',
  },
  divisionHasOpenOrders: {
    ko: '사업장에 처리되지 않은(요청 상태) 발주가 {{count}}건 남아 있어 삭제할 수 없습니다. 발주를 먼저 입고하거나 취소하세요.',
    en: 'The division still has {{count}} open order(s); receive or cancel them first',
  },
  divisionCompanyFixed: { ko: '사업장은 다른 회사로 옮길 수 없습니다.', en: 'A division cannot move to another company' },
  divisionHasStock: {
    ko: '사업장 창고에 재고가 {{count}}개 남아 있어 삭제할 수 없습니다. 재고를 먼저 옮기거나 폐기하세요.',
    en: 'The division still holds {{count}} unit(s) of stock; move or discard them first',
  },
  serialNumberTaken: { ko: '이미 등록된 시리얼 번호입니다: {{serialNumber}}', en: 'Serial number {{serialNumber}} is already registered' },
  serialNumberArchived: {
    ko: '시리얼 번호 {{serialNumber}}는 삭제된 장비의 번호로, 그 장비의 이력에 남아 있어 다시 등록할 수 없습니다.',
    en: 'Serial number {{serialNumber}} belongs to a deleted kiosk whose history keeps it; it cannot be registered again',
  },
  // Deleting archives (history is never erased): the answer says what happened and what stays.
  deviceArchived: {
    ko: '장비를 삭제했습니다. 목록과 시뮬레이터에서 빠지고, 판매·문 열림·고장 이력은 보고서에 그대로 남습니다.',
    en: 'The kiosk was deleted: it left the lists and the fleet; its sales, door and fault history stay in the reports',
  },
  divisionArchived: {
    ko: '사업장을 삭제했습니다. 목록에서 빠지고, 발주·판매·사원 포인트 이력은 보고서에 그대로 남습니다.',
    en: 'The division was deleted: it left the lists; its orders, sales and employee point history stay in the reports',
  },
  companyArchived: {
    ko: '회사를 삭제했습니다. 목록에서 빠지고, 상품·프로모션·판매 이력은 보고서에 그대로 남습니다.',
    en: 'The company was deleted: it left the lists; its products, promotions and sales history stay in the reports',
  },
  deviceNeedsStore: {
    ko: '장비는 매장이나 사이트에만 설치할 수 있습니다 (창고 불가).',
    en: 'A device can only be placed in a store or site, not in a warehouse',
  },
  deviceHasStock: {
    ko: '장비에 상품 재고가 {{count}}개 남아 있어 삭제할 수 없습니다. 재고를 먼저 빼거나 폐기하세요.',
    en: 'The device still holds {{count}} unit(s) of stock; take them out or discard them first',
  },
  trayHasStock: {
    ko: '{{trayNo}}번 트레이에 상품 재고가 {{count}}개 남아 있어 삭제할 수 없습니다. 재고를 먼저 빼세요.',
    en: 'Tray {{trayNo}} still holds {{count}} unit(s) of stock; take them out first',
  },
  resetPolicyExists: {
    ko: '이 사업장에는 이미 초기화 정책이 있습니다. 수정 기능을 사용하세요.',
    en: 'This division already has a reset policy; modify it instead',
  },
  resetPolicyOtherDivision: { ko: '이 초기화 정책은 다른 사업장의 정책입니다.', en: 'The reset policy belongs to another division' },
  uidTimeOverlap: {
    ko: '이 사업장의 기존 시간대 {{startTime}}–{{endTime}}와(과) 겹칩니다.',
    en: 'The time slot overlaps the existing slot {{startTime}}–{{endTime}} of this division',
  },
  barcodeTaken: {
    ko: '바코드 {{barcode}}는 이미 상품 "{{productName}}"에 등록되어 있습니다.',
    en: 'Barcode {{barcode}} is already used by product "{{productName}}"',
  },
  productOwnerFixed: { ko: '상품 마스터의 소유 회사는 바꿀 수 없습니다.', en: 'The owner of a product master record cannot change' },
  productNotForCompany: {
    ko: '상품 "{{productName}}"은(는) 다른 회사의 상품이라 이곳에서 쓸 수 없습니다.',
    en: 'Product "{{productName}}" belongs to another company and cannot be used here',
  },
  productAlreadyOnTray: {
    ko: '상품 "{{productName}}"은(는) 이미 이 트레이에 있습니다 ({{where}}). 재고 화면에서 수량을 바꾸세요.',
    en: 'Product "{{productName}}" is already on this tray ({{where}}); change its stock in the inventory instead',
  },
  productHasStock: {
    ko: '상품 "{{productName}}"에 재고가 {{count}}개 남아 있습니다. 폐기를 선택하거나 재고를 먼저 옮기세요.',
    en: 'Product "{{productName}}" still holds {{count}} unit(s); choose discard or move them first',
  },
  notEnoughStock: {
    ko: '재고가 {{stock}}개뿐이라 {{count}}개를 옮길 수 없습니다.',
    en: 'Cannot move {{count}} unit(s): only {{stock}} in stock',
  },
  stockOverLimit: {
    ko: '한 곳에 둘 수 있는 상품 재고는 최대 {{limit}}개입니다 (이대로면 {{count}}개가 됩니다).',
    en: 'A product may hold at most {{limit}} units in one place; this would make {{count}}',
  },
  stockOtherCompany: {
    ko: '재고는 같은 회사의 장비나 사업장으로만 옮길 수 있습니다.',
    en: 'Stock can only move to a device or division of the same company',
  },
  orderClosed: {
    ko: '{{status}} 상태의 발주는 변경할 수 없습니다. 요청(REQUESTED) 상태의 발주만 변경할 수 있습니다.',
    en: 'A {{status}} order cannot change; only REQUESTED orders can',
  },
  orderDivisionFixed: { ko: '발주의 사업장은 바꿀 수 없습니다.', en: 'An order cannot move to another division' },
  promotionOverlap: {
    ko: '같은 상품의 프로모션 "{{promotionName}}"({{startDateTime}} ~ {{endDateTime}})와(과) 기간과 장소가 겹칩니다.',
    en: 'It overlaps the promotion "{{promotionName}}" of the same product ({{startDateTime}} – {{endDateTime}}) in time and place',
  },
  promotionOwnerFixed: { ko: '프로모션의 회사는 바꿀 수 없습니다.', en: 'A promotion cannot move to another company' },
  promotionEnded: { ko: '종료된 프로모션은 변경할 수 없습니다.', en: 'An ended promotion cannot change' },
  promotionUsed: {
    ko: '이 프로모션으로 판매된 내역이 {{count}}건 있어 삭제할 수 없습니다. 종료 일시를 앞당겨 끝내세요.',
    en: 'The promotion priced {{count}} sale(s) and cannot be deleted; end it by moving its end instead',
  },
  employeeUidTaken: {
    ko: '카드 UID {{uid}}는 이미 이 회사의 사원 "{{employeeName}}"에게 등록되어 있습니다.',
    en: 'Card UID {{uid}} is already registered to employee "{{employeeName}}" of this company',
  },
  employeeUidOtherCompany: { ko: '사원 카드는 다른 회사의 사업장으로 옮길 수 없습니다.', en: 'An employee card cannot move to a division of another company' },
  noVisionModel: {
    ko: '장비 "{{deviceName}}"에는 상품 인식 모델이 없습니다 (AI 냉장고만 상품을 학습합니다).',
    en: 'Device "{{deviceName}}" has no product recognition model (only AI fridges learn products)',
  },
  mailFindIdSubject: { ko: '[키오스크 콘솔] 아이디 안내', en: '[Kiosk Console] Your user ID' },
  mailFindIdBody: {
    ko: '{{userName}}님, 요청하신 아이디는 다음과 같습니다: {{userIds}}',
    en: 'Hello {{userName}}, the user ID registered to this address: {{userIds}}',
  },
  mailResetSubject: { ko: '[키오스크 콘솔] 비밀번호 재설정 안내', en: '[Kiosk Console] Set a new password' },
  mailResetBody: {
    ko:
      '{{userName}}님({{userId}}), 비밀번호 재설정이 요청되었습니다.\n' +
      '아래 링크를 열어 새 비밀번호를 정하세요. 링크는 {{minutes}}분 동안 한 번만 쓸 수 있습니다.\n{{link}}\n' +
      '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로입니다.',
    en:
      'Hello {{userName}} ({{userId}}), a new password was requested for your account.\n' +
      'Open this link to choose it; the link works once, for {{minutes}} minutes:\n{{link}}\n' +
      'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  resetLinkUnknown: {
    ko: '비밀번호 재설정 링크가 올바르지 않습니다. 새 링크를 요청하세요.',
    en: 'This password reset link is not valid. Ask for a new one.',
  },
  resetLinkUsed: {
    ko: '이미 사용한 비밀번호 재설정 링크입니다. 비밀번호를 바꾸려면 새 링크를 요청하세요.',
    en: 'This password reset link was already used. Ask for a new one if you still need it.',
  },
  resetLinkExpired: {
    ko: '비밀번호 재설정 링크가 만료되었습니다 (링크는 {{minutes}}분 동안 유효합니다). 새 링크를 요청하세요.',
    en: 'This password reset link has expired (a link works for {{minutes}} minutes). Ask for a new one.',
  },
  // Neither names the production address: it stays in the server's log.
  liveUnreachable: {
    ko: '실서버 API에 연결할 수 없습니다. 잠시 후 다시 시도하세요.',
    en: 'The live API cannot be reached; try again in a moment',
  },
  livePathRefused: {
    ko: '실서버 API로 전달하지 않습니다: {{path}} 은(는) 올바른 /api/v1/… 경로가 아닙니다.',
    en: 'Request not forwarded to the live API: {{path}} is not a plain /api/v1/… path',
  },
  resetDone: { ko: '시뮬레이터 월드를 다시 만들었습니다.', en: 'The simulated world was reset' },
  injectedError: { ko: '주입된 장애: 서버가 {{path}} 요청을 거절했습니다 (시뮬레이터).', en: 'Injected fault: the server refused {{path}} (simulator)' },
  injectedHttp: { ko: '주입된 장애: HTTP {{status}} (시뮬레이터)', en: 'Injected fault: HTTP {{status}} (simulator)' },
  injectedForbidden: { ko: '주입된 장애: 접근이 거부되었습니다 (시뮬레이터).', en: 'Injected fault: access refused (simulator)' },
  /** A fleet command the simulated device refused; the reason is worded per refusal (control/refusals.ts). */
  fleetRefused: { ko: '{{reason}}', en: '{{reason}}' },
  /** A tour file asked for a move the world refused (the tour restarts from a fresh world next time). */
  tourMoveRefused: { ko: '투어 {{step}}단계를 진행할 수 없습니다: {{reason}}', en: 'Tour step {{step}} could not run: {{reason}}' },
  tourDeviceMissing: {
    ko: '투어에 쓸 장비를 이 월드에서 찾지 못했습니다: {{name}}',
    en: 'The tour needs a device this world does not have: {{name}}',
  },
  // The classroom (classroom/classroom.ts) and its lock on published passwords (classroom/lock.ts).
  classMade: { ko: '수업을 만들었습니다. 교육생 로그인 카드를 나눠 주세요.', en: 'Class made; hand out the trainees’ sign-in cards' },
  classEnded: { ko: '수업을 마쳤습니다. 교육생 계정과 실습 회사를 지웠습니다.', en: 'Class ended; trainee accounts and sandboxes removed' },
  traineeResetDone: { ko: '교육생의 실습 회사를 처음 상태로 되돌렸습니다.', en: 'The trainee’s sandbox is back to the template' },
  classRunning: { ko: '이미 수업이 진행 중입니다. 먼저 수업을 마치세요.', en: 'A class is already running; end it first' },
  noClass: { ko: '진행 중인 수업이 없습니다.', en: 'No class is running' },
  classBusy: { ko: '수업을 만들거나 끝내는 중입니다. 잠시 후 다시 시도하세요.', en: 'The class is being made or ended; try again in a moment' },
  notATrainee: { ko: '{{userId}}은(는) 이 수업의 교육생이 아닙니다.', en: '{{userId}} is not a trainee of this class' },
  templateArchived: { ko: '보관된 회사는 실습 회사의 원본이 될 수 없습니다.', en: 'An archived company cannot be the template' },
  changePasswordFirst: {
    ko: '공개된 기본 비밀번호로는 수업을 만들 수 없습니다. 내 정보에서 비밀번호를 바꾼 뒤 다시 시도하세요.',
    en: 'A class cannot be made with a published default password; change yours on My info first',
  },
  traineeAccountStays: {
    ko: '교육생 계정은 수업을 마칠 때 실습 회사와 함께 지워집니다. 지금은 지울 수 없습니다.',
    en: 'A trainee’s account goes with its sandbox when the class ends; it cannot be deleted now',
  },
  // A class's course (classroom/progress.ts).
  courseUnusable: { ko: '과정을 이 실습 회사에 쓸 수 없습니다: {{reason}}', en: 'The course cannot be used in this sandbox: {{reason}}' },
  answerTraineesOnly: { ko: '과제의 답은 진행 중인 수업의 교육생만 입력합니다.', en: 'Only a trainee of the running class enters a task’s answer' },
  answerTriesUsed: { ko: '이 과제의 답은 {{max}}번까지 입력할 수 있습니다. 강사에게 문의하세요.', en: 'A task’s answer may be tried {{max}} times; ask the trainer' },
  publishedPasswordFromNetwork: {
    ko: '공개된 기본 비밀번호는 서버 컴퓨터에서만 쓸 수 있습니다. 자신의 비밀번호로 로그인하거나 서버 컴퓨터에서 로그인하세요.',
    en: 'A published default password works only on the server’s own computer: sign in with a password of your own, or from that computer',
  },
  adminLockedInClass: {
    ko: '수업 중에는 수업을 만든 강사({{trainer}}) 외의 관리자(ADMIN) 계정으로 로그인할 수 없습니다.',
    en: 'During a class no ADMIN account but the trainer who made it ({{trainer}}) signs in',
  },
  templateLockedInClass: {
    ko: '수업이 진행 중이라 실습 원본 회사({{company}})는 강사({{trainer}})만 바꿀 수 있습니다. 아무것도 바뀌지 않았습니다.',
    en: 'A class is running: only the trainer ({{trainer}}) may change the template company ({{company}}); nothing was changed',
  },
  classLocksWorld: {
    ko: '수업이 진행 중입니다 (교육생 {{trainees}}명, 강사 {{trainer}}): 수업을 끝낸 뒤 월드를 초기화하거나 투어를 시작하세요.',
    en: 'A class is running ({{trainees}} trainees, trainer {{trainer}}): end the class before resetting the world or starting a tour',
  },
  publishedPasswordInClass: {
    ko: '수업 중에는 공개된 기본 비밀번호로 로그인할 수 없습니다. 비밀번호를 바꾸려면 강사에게 문의하세요.',
    en: 'During a class, accounts with a published default password cannot sign in; ask the trainer to change it',
  },
} as const satisfies Record<string, Bilingual>;

/** Names used inside messages (e.g. 'Company not found'). */
export const entityNames = {
  company: { ko: '회사', en: 'Company' },
  division: { ko: '사업장', en: 'Division' },
  device: { ko: '장비', en: 'Device' },
  tray: { ko: '트레이', en: 'Tray' },
  user: { ko: '사용자', en: 'User' },
  product: { ko: '상품', en: 'Product' },
  attachment: { ko: '첨부파일', en: 'Attachment' },
  productMapping: { ko: '재고 상품', en: 'Stocked product' },
  order: { ko: '발주', en: 'Order' },
  resetPolicy: { ko: '초기화 정책', en: 'Reset policy' },
  uidTime: { ko: '사용 시간대', en: 'Time slot' },
  promotion: { ko: '프로모션', en: 'Promotion' },
  payment: { ko: '결제', en: 'Payment' },
  employeeUid: { ko: '사원 카드', en: 'Employee card' },
  tour: { ko: '투어', en: 'Tour' },
} as const satisfies Record<string, Bilingual>;
export type EntityName = keyof typeof entityNames;

export type SimMessageKey = keyof typeof simMessages;
export type TextKey = MessageKey | SimMessageKey;
/** Placeholder values; bilingual values are rendered in the caller's language. */
export type TextValues = Record<string, string | number | Bilingual>;
/** A message not yet rendered: the language is known only when answering. */
export interface Text {
  key: TextKey;
  values?: TextValues;
}

const allTexts: Record<TextKey, Bilingual> = { ...messages, ...simMessages };

export function translate(lang: Language, key: TextKey, values: TextValues = {}): string {
  const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]));
  return fillTemplate(allTexts[key][lang], filled);
}

/** English when Accept-Language starts with `en`, otherwise Korean (the console's default). */
export function languageOf(req: IncomingMessage): Language {
  return /^\s*en\b/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'ko';
}
