// Labels of the fields a request carries, in Korean (default) and English: the one place for them.
// The server names a refused field by its label, and the console's forms (web/src/i18n `fields`)
// show the same words above the field.
// Only a type from messages.ts: the console's string tables take this table without that module.
import type { Bilingual, Language } from './messages';


export const fieldLabels = {
  address: { ko: '주소', en: 'Address' },
  addressDetail: { ko: '상세 주소', en: 'Address detail' },
  answer: { ko: '답', en: 'Answer' },
  approved: { ko: '승인 여부', en: 'Approved' },
  attcheIdx: { ko: '첨부파일', en: 'Attachment' },
  authType: { ko: '권한 등급', en: 'Access level' },
  barcode: { ko: '바코드', en: 'Barcode' },
  businessNumber: { ko: '사업자등록번호', en: 'Business number' },
  category: { ko: '카테고리', en: 'Category' },
  ceoName: { ko: '대표자', en: 'CEO' },
  code: { ko: '고장 코드', en: 'Fault code' },
  companyIdx: { ko: '회사', en: 'Company' },
  companyName: { ko: '회사명', en: 'Company name' },
  cost: { ko: '원가', en: 'Cost' },
  count: { ko: '수량', en: 'Count' },
  course: { ko: '과정', en: 'Course' },
  currentPassword: { ko: '현재 비밀번호', en: 'Current password' },
  delayMaxMs: { ko: '최대 지연 (ms)', en: 'Max delay (ms)' },
  delayMs: { ko: '지연 (ms)', en: 'Delay (ms)' },
  deviceIdx: { ko: '장비', en: 'Device' },
  deviceIdxs: { ko: '장비', en: 'Devices' },
  deviceName: { ko: '장비명', en: 'Device name' },
  deviceType: { ko: '장비 유형', en: 'Device type' },
  discard: { ko: '재고 폐기', en: 'Discard stock' },
  divisionIdx: { ko: '매장', en: 'Division' },
  divisionIdxList: { ko: '담당 매장', en: 'Divisions' },
  divisionName: { ko: '매장명', en: 'Division name' },
  divisionType: { ko: '매장 유형', en: 'Division type' },
  documentType: { ko: '서류 종류', en: 'Document type' },
  email: { ko: '이메일', en: 'E-mail' },
  employeeName: { ko: '직원', en: 'Employee' },
  employeeNo: { ko: '사번', en: 'Employee no.' },
  employeeResetPolicyIdx: { ko: '초기화 정책', en: 'Reset policy' },
  employeeUidIdx: { ko: '사원 카드', en: 'Employee card' },
  employeeUidTimeIdx: { ko: '사용 시간대', en: 'Time slot' },
  enabled: { ko: '사용', en: 'Enabled' },
  endDate: { ko: '종료', en: 'End' },
  endDateTime: { ko: '종료 일시', en: 'End' },
  endTime: { ko: '종료 시각', en: 'End time' },
  exerciseId: { ko: '과제', en: 'Exercise' },
  expiredDate: { ko: '유통기한', en: 'Expiry date' },
  expiresBy: { ko: '유통기한 기준일', en: 'Expires by' },
  faultId: { ko: '장애 번호', en: 'Fault no.' },
  file: { ko: '파일', en: 'File' },
  fromProductMappingIdx: { ko: '옮길 재고', en: 'Stock to move' },
  groupBy: { ko: '집계 단위', en: 'Group by' },
  groupByDevice: { ko: '장비별 집계', en: 'Per device' },
  imgFullPath: { ko: '이미지 링크', en: 'Image link' },
  inventoryList: { ko: '재고', en: 'Stock' },
  items: { ko: '판매 상품', en: 'Items sold' },
  keyword: { ko: '검색어', en: 'Keyword' },
  kind: { ko: '종류', en: 'Kind' },
  managerName: { ko: '담당자', en: 'Manager' },
  manufacturer: { ko: '제조사', en: 'Manufacturer' },
  maxCapacity: { ko: '최대 수량', en: 'Max capacity' },
  memo: { ko: '메모', en: 'Memo' },
  message: { ko: '메시지', en: 'Message' },
  method: { ko: '메서드', en: 'Method' },
  mode: { ko: '결제 방식', en: 'Payment mode' },
  model: { ko: '모델', en: 'Model' },
  noticeIdx: { ko: '고장 알림', en: 'Fault notice' },
  offline: { ko: '오프라인', en: 'Offline' },
  openType: { ko: '열림 유형', en: 'Open type' },
  page: { ko: '페이지', en: 'Page' },
  passed: { ko: '점검 결과', en: 'Result' },
  password: { ko: '비밀번호', en: 'Password' },
  path: { ko: '경로', en: 'Path' },
  paused: { ko: '일시 정지', en: 'Paused' },
  paymentMode: { ko: '결제 수단', en: 'Payment method' },
  phone: { ko: '전화번호', en: 'Phone' },
  placement: { ko: '재고 위치', en: 'Placement' },
  price: { ko: '판매가', en: 'Price' },
  productIdx: { ko: '상품', en: 'Product' },
  productList: { ko: '발주 상품', en: 'Order line' },
  productMappingIdx: { ko: '재고 상품', en: 'Stocked product' },
  productMappingIdxList: { ko: '재고 상품', en: 'Stocked products' },
  productName: { ko: '상품명', en: 'Product' },
  productOrderIdx: { ko: '발주 번호', en: 'Order no.' },
  productTrainingIdxList: { ko: '학습 상품', en: 'Products in training' },
  promotionAmount: { ko: '할인가 (원)', en: 'Promotional price (won)' },
  promotionFreeCount: { ko: '증정 수량', en: 'Units free' },
  promotionIdx: { ko: '프로모션', en: 'Promotion' },
  promotionName: { ko: '프로모션명', en: 'Promotion' },
  promotionRate: { ko: '할인율 (%)', en: 'Discount rate (%)' },
  promotionSaleCount: { ko: '구매 수량', en: 'Units bought' },
  promotionType: { ko: '프로모션 유형', en: 'Promotion type' },
  provider: { ko: '구분', en: 'Provider' },
  rate: { ko: '적용 비율', en: 'Rate' },
  reason: { ko: '사유', en: 'Reason' },
  referenceIdx: { ko: '참조 번호', en: 'Reference' },
  regenerateKey: { ko: '키 재발급', en: 'New key' },
  resetCycle: { ko: '초기화 주기', en: 'Reset cycle' },
  resetDay: { ko: '초기화일', en: 'Reset day' },
  resetPoint: { ko: '지급 포인트', en: 'Points per reset' },
  result: { ko: '결과 코드', en: 'Result code' },
  serialNumber: { ko: '시리얼 번호', en: 'Serial number' },
  sessionOnly: { ko: '내 세션만', en: 'My session only' },
  setTemperature: { ko: '설정 온도 (°C)', en: 'Set temperature (°C)' },
  severity: { ko: '심각도', en: 'Severity' },
  shelfLifeDays: { ko: '유통기한(일)', en: 'Shelf life (days)' },
  size: { ko: '페이지 크기', en: 'Page size' },
  sortField: { ko: '정렬 항목', en: 'Sort by' },
  sortOrder: { ko: '정렬 순서', en: 'Sort order' },
  speed: { ko: '배속', en: 'Speed' },
  splitBy: { ko: '구분 단위', en: 'Split by' },
  startDate: { ko: '시작', en: 'Start' },
  startDateTime: { ko: '시작 일시', en: 'Start' },
  startTime: { ko: '시작 시각', en: 'Start time' },
  state: { ko: '처리 상태', en: 'State' },
  status: { ko: '상태', en: 'Status' },
  stepMs: { ko: '앞당길 시간 (ms)', en: 'Step (ms)' },
  stock: { ko: '재고', en: 'Stock' },
  templateCompanyIdx: { ko: '원본 회사', en: 'Template company' },
  toDeviceIdx: { ko: '받을 장비', en: 'To device' },
  toDivisionIdx: { ko: '받을 매장', en: 'To division' },
  token: { ko: '재설정 링크', en: 'Reset link' },
  top: { ko: '상위 개수', en: 'Top' },
  toProductMappingIdx: { ko: '받을 재고', en: 'To stock' },
  trainees: { ko: '교육생 수', en: 'Trainees' },
  trainingStatusCode: { ko: '학습 상태', en: 'Training status' },
  transactionCode: { ko: '구분', en: 'Type' },
  trayIdx: { ko: '트레이', en: 'Tray' },
  trayIdxList: { ko: '트레이', en: 'Trays' },
  trayList: { ko: '트레이', en: 'Tray' },
  trayName: { ko: '선반 이름', en: 'Tray name' },
  trayNo: { ko: '선반 번호', en: 'Tray no.' },
  type: { ko: '유형', en: 'Type' },
  uid: { ko: '카드 UID', en: 'Card UID' },
  userId: { ko: '아이디', en: 'User ID' },
  userIdx: { ko: '사용자', en: 'User' },
  userName: { ko: '이름', en: 'Name' },
  userType: { ko: '사용자 유형', en: 'User type' },
  zipCode: { ko: '우편번호', en: 'Zip code' },
} as const satisfies Record<string, Bilingual>;
export type FieldName = keyof typeof fieldLabels;

/** Every label in one language, less the names given: the console's `fields` strings start from these. */
export function fieldLabelsIn<X extends FieldName = never>(lang: Language, except: readonly X[] = []): Record<Exclude<FieldName, X>, string> {
  const names = (Object.keys(fieldLabels) as FieldName[]).filter((name) => !(except as readonly FieldName[]).includes(name));
  return Object.fromEntries(names.map((name) => [name, fieldLabels[name][lang]])) as Record<Exclude<FieldName, X>, string>;
}

/** One row of a list field: 'Tray, row 2' (rows count from 1). */
const rowLabel: Record<Language, (label: string, n: number) => string> = { ko: (label, n) => `${label} ${n}번째 행`, en: (label, n) => `${label}, row ${n}` };

/** A field's label; a name without one (a field no form sends) stays as it is. */
export function fieldLabel(name: string, lang: Language): string {
  return Object.hasOwn(fieldLabels, name) ? fieldLabels[name as FieldName][lang] : name;
}

/**
 * The words for a field's path: `trayList.1.setTemperature` is "Tray, row 2 · Set temperature (°C)".
 * A row of a list names the list and the row; the field inside it follows.
 */
export function pathLabel(path: readonly PropertyKey[], lang: Language): string {
  const parts: string[] = [];
  path.forEach((key, i) => {
    if (typeof key === 'number' || /^\d+$/.test(String(key))) {
      const list = parts.pop() ?? fieldLabel(String(path[i - 1] ?? ''), lang);
      parts.push(rowLabel[lang](list, Number(key) + 1));
    } else parts.push(fieldLabel(String(key), lang));
  });
  return parts.join(' · ');
}
