// Why a simulated device refused a command (the cockpit's, a tour's), in the operator's words.
import type { Bilingual } from '../../../contract/index';
import type { Refusal } from '../fleet/index';

export const REFUSALS: Record<Refusal, Bilingual> = {
  UNKNOWN_DEVICE: { ko: '시뮬레이션에 없는 장비입니다.', en: 'The device is not in the simulation' },
  UNKNOWN_PRODUCT: { ko: '이 장비에 없는 상품입니다.', en: 'The product is not on this device' },
  DUPLICATE_DEVICE: { ko: '이미 시뮬레이션 중인 장비입니다.', en: 'The device is already simulated' },
  BAD_INPUT: { ko: '장비가 요청을 받아들이지 않았습니다 (입력값 확인).', en: 'The device did not accept the request (check the input)' },
  DOOR_BUSY: { ko: '문이 이미 열려 있습니다. 닫힌 뒤 다시 시도하세요.', en: 'The door is already open; try again once it has closed' },
  POWER_OFF: { ko: '장비 전원이 꺼져 있습니다 (전원 차단 고장).', en: 'The device has no power (power loss)' },
  OFFLINE: { ko: '장비가 오프라인이라 서버가 문 열림을 승인할 수 없습니다.', en: 'The device is offline, so the server cannot authorise the unlock' },
  LOCK_FAULT: { ko: '도어 잠금장치 고장으로 문이 열리지 않습니다.', en: 'The door lock is broken, so the door does not open' },
  CARD_READER_FAULT: { ko: '카드 리더기 고장으로 카드 결제를 할 수 없습니다.', en: 'The card reader is broken, so card payment is not possible' },
  MODE_NOT_ACCEPTED: {
    ko: '이 장비는 신용카드 결제만 받습니다 (앱·포인트 결제는 AI장비(TC)에서만 됩니다).',
    en: 'This kiosk takes credit cards only (app and points payments are for TC devices)',
  },
  NOT_APPLICABLE: { ko: '이 장비에는 해당 부품이 없습니다.', en: 'This device has no such part' },
  ALREADY_OPEN: { ko: '같은 고장이 이미 발생해 있습니다.', en: 'That fault is already open on this device' },
  NOT_OPEN: { ko: '이 장비에 해당 고장이 없습니다.', en: 'This device has no such open fault' },
  UNKNOWN_CARD: {
    ko: '이 사원 카드로는 이 장비를 열 수 없습니다 (없는 카드, 사용 중지 또는 다른 사업장의 카드).',
    en: 'This employee card cannot open this device (unknown, disabled or of another division)',
  },
  CARD_OUTSIDE_HOURS: {
    ko: '사원 카드 사용 시간대가 아니라 문이 열리지 않습니다.',
    en: 'The door does not open: it is outside the division’s employee card hours',
  },
  NOT_ENOUGH_POINTS: {
    ko: '사원 카드의 포인트가 부족해 문이 열리지 않습니다.',
    en: 'The door does not open: the employee card has not enough points',
  },
  NO_CARD: {
    ko: '지금 이 장비를 열 수 있는 사원 카드가 없습니다 (사용 시간대, 포인트 확인).',
    en: 'No employee card can open this device now (check the card hours and points)',
  },
};
