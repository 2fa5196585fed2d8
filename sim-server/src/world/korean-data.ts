// Word lists for a believable Korean world. Places and products are typical, brands fictional.

export interface Region {
  /** Province/city and district, as written at the start of a road-name address. */
  district: string;
  roads: readonly string[];
  /** Short name used in division names (강남 → 강남점). */
  area: string;
  zipPrefix: string;
  phonePrefix: string;
}

export const REGIONS: readonly Region[] = [
  { district: '서울특별시 강남구', roads: ['테헤란로', '강남대로', '역삼로'], area: '강남', zipPrefix: '06', phonePrefix: '02' },
  { district: '서울특별시 서초구', roads: ['서초대로', '반포대로', '강남대로'], area: '서초', zipPrefix: '06', phonePrefix: '02' },
  { district: '서울특별시 마포구', roads: ['월드컵북로', '양화로', '독막로'], area: '마포', zipPrefix: '04', phonePrefix: '02' },
  { district: '서울특별시 영등포구', roads: ['여의대로', '국제금융로', '영등포로'], area: '여의도', zipPrefix: '07', phonePrefix: '02' },
  { district: '서울특별시 종로구', roads: ['종로', '세종대로', '율곡로'], area: '종로', zipPrefix: '03', phonePrefix: '02' },
  { district: '서울특별시 송파구', roads: ['올림픽로', '송파대로', '백제고분로'], area: '잠실', zipPrefix: '05', phonePrefix: '02' },
  { district: '서울특별시 성동구', roads: ['왕십리로', '성수이로', '아차산로'], area: '성수', zipPrefix: '04', phonePrefix: '02' },
  { district: '서울특별시 구로구', roads: ['디지털로', '구로중앙로', '경인로'], area: '구로디지털', zipPrefix: '08', phonePrefix: '02' },
  { district: '경기도 성남시 분당구', roads: ['판교역로', '대왕판교로', '황새울로'], area: '판교', zipPrefix: '13', phonePrefix: '031' },
  { district: '경기도 수원시 영통구', roads: ['광교중앙로', '매영로', '삼성로'], area: '광교', zipPrefix: '16', phonePrefix: '031' },
  { district: '경기도 고양시 일산동구', roads: ['중앙로', '정발산로', '백석로'], area: '일산', zipPrefix: '10', phonePrefix: '031' },
  { district: '인천광역시 연수구', roads: ['컨벤시아대로', '송도과학로', '아트센터대로'], area: '송도', zipPrefix: '21', phonePrefix: '032' },
  { district: '부산광역시 해운대구', roads: ['센텀중앙로', '해운대로', 'APEC로'], area: '센텀', zipPrefix: '48', phonePrefix: '051' },
  { district: '부산광역시 부산진구', roads: ['중앙대로', '서면로', '가야대로'], area: '서면', zipPrefix: '47', phonePrefix: '051' },
  { district: '대구광역시 수성구', roads: ['동대구로', '달구벌대로', '수성로'], area: '수성', zipPrefix: '42', phonePrefix: '053' },
  { district: '대전광역시 유성구', roads: ['대학로', '엑스포로', '유성대로'], area: '유성', zipPrefix: '34', phonePrefix: '042' },
  { district: '광주광역시 서구', roads: ['상무중앙로', '무진대로', '시청로'], area: '상무', zipPrefix: '61', phonePrefix: '062' },
  { district: '세종특별자치시', roads: ['한누리대로', '도움6로', '갈매로'], area: '세종', zipPrefix: '30', phonePrefix: '044' },
];

export const BUILDING_SUFFIXES = ['타워', '빌딩', '센터', '프라자', '스퀘어'] as const;

/** Company names: a stem and a business word; the romanised stem names the mail domain. */
export const COMPANY_STEMS = [
  { ko: '그린', en: 'green' }, { ko: '스마트', en: 'smart' }, { ko: '프레시', en: 'fresh' }, { ko: '한빛', en: 'hanbit' },
  { ko: '누리', en: 'nuri' }, { ko: '새벽', en: 'saebyeok' }, { ko: '다온', en: 'daon' }, { ko: '미래', en: 'mirae' },
  { ko: '온누리', en: 'onnuri' }, { ko: '하나로', en: 'hanaro' }, { ko: '해든', en: 'haedeun' }, { ko: '바른', en: 'bareun' },
] as const;
export const COMPANY_WORDS = ['리테일', '푸드', '유통', '마켓', '에프앤비', '라이프'] as const;

export const SITE_WORDS = ['사옥', '캠퍼스', '연구소', '공장', '지식산업센터'] as const;
export const DEVICE_SPOTS = ['1층 로비', '1층 출입구 옆', '2층 휴게실', 'B1 엘리베이터 앞', '3층 라운지', '직원 식당 앞', '4층 탕비실'] as const;

export interface ProductSeed {
  name: string;
  category: string;
  price: number;
  shelfLifeDays: number;
}

export const PRODUCTS: readonly ProductSeed[] = [
  { name: '전주비빔 삼각김밥', category: '김밥·도시락', price: 1500, shelfLifeDays: 1 },
  { name: '참치마요 삼각김밥', category: '김밥·도시락', price: 1500, shelfLifeDays: 1 },
  { name: '불고기 삼각김밥', category: '김밥·도시락', price: 1700, shelfLifeDays: 1 },
  { name: '스팸김치 주먹밥', category: '김밥·도시락', price: 2000, shelfLifeDays: 1 },
  { name: '소고기 김밥', category: '김밥·도시락', price: 3500, shelfLifeDays: 1 },
  { name: '제육볶음 도시락', category: '김밥·도시락', price: 5500, shelfLifeDays: 2 },
  { name: '치킨마요 도시락', category: '김밥·도시락', price: 4900, shelfLifeDays: 2 },
  { name: '햄에그 샌드위치', category: '샌드위치·버거', price: 2800, shelfLifeDays: 2 },
  { name: '클럽 샌드위치', category: '샌드위치·버거', price: 3900, shelfLifeDays: 2 },
  { name: '에그마요 샌드위치', category: '샌드위치·버거', price: 2900, shelfLifeDays: 2 },
  { name: '불고기 버거', category: '샌드위치·버거', price: 3300, shelfLifeDays: 2 },
  { name: '흰 우유 200ml', category: '유제품', price: 1200, shelfLifeDays: 10 },
  { name: '바나나맛 우유 240ml', category: '유제품', price: 1700, shelfLifeDays: 14 },
  { name: '딸기 우유 300ml', category: '유제품', price: 1600, shelfLifeDays: 10 },
  { name: '그릭요거트 플레인', category: '유제품', price: 2500, shelfLifeDays: 14 },
  { name: '떠먹는 요구르트', category: '유제품', price: 1300, shelfLifeDays: 14 },
  { name: '닭가슴살 샐러드', category: '샐러드', price: 5900, shelfLifeDays: 2 },
  { name: '리코타치즈 샐러드', category: '샐러드', price: 6500, shelfLifeDays: 2 },
  { name: '콥 샐러드', category: '샐러드', price: 6900, shelfLifeDays: 2 },
  { name: '과일컵 (사과·포도)', category: '과일', price: 3500, shelfLifeDays: 3 },
  { name: '제주 감귤 주스 350ml', category: '음료', price: 2800, shelfLifeDays: 14 },
  { name: '오렌지 주스 1L', category: '음료', price: 4500, shelfLifeDays: 21 },
  { name: '생수 500ml', category: '음료', price: 900, shelfLifeDays: 365 },
  { name: '레몬 탄산수 500ml', category: '음료', price: 1500, shelfLifeDays: 365 },
  { name: '콜라 500ml', category: '음료', price: 2000, shelfLifeDays: 180 },
  { name: '사이다 500ml', category: '음료', price: 1900, shelfLifeDays: 180 },
  { name: '아메리카노 컵커피', category: '커피', price: 2500, shelfLifeDays: 30 },
  { name: '카페라떼 컵커피', category: '커피', price: 2700, shelfLifeDays: 30 },
  { name: '녹차 500ml', category: '음료', price: 1800, shelfLifeDays: 180 },
  { name: '보리차 500ml', category: '음료', price: 1600, shelfLifeDays: 180 },
  { name: '이온음료 620ml', category: '음료', price: 2200, shelfLifeDays: 180 },
  { name: '에너지드링크 250ml', category: '음료', price: 2300, shelfLifeDays: 365 },
  { name: '단백질 쉐이크 초코', category: '건강식', price: 3500, shelfLifeDays: 180 },
  { name: '훈제 닭가슴살', category: '건강식', price: 3000, shelfLifeDays: 30 },
  { name: '반숙 계란 2구', category: '건강식', price: 2000, shelfLifeDays: 14 },
  { name: '크림 롤케이크', category: '디저트', price: 3200, shelfLifeDays: 5 },
  { name: '티라미수 컵', category: '디저트', price: 3900, shelfLifeDays: 5 },
  { name: '커스터드 푸딩', category: '디저트', price: 2500, shelfLifeDays: 14 },
  { name: '매콤 떡볶이 컵', category: '간편식', price: 3500, shelfLifeDays: 3 },
  { name: '모짜렐라 치즈스틱', category: '간편식', price: 2200, shelfLifeDays: 7 },
];

export const MANUFACTURERS = ['한빛식품', '그린데일리', '누리F&B', '새벽유업', '다온음료', '바른식품', '해든베이커리'] as const;

/** A company's own goods (private label), named after the company: '그린리테일 시그니처 샌드위치'. */
export const OWN_PRODUCTS: readonly ProductSeed[] = [
  { name: '시그니처 샌드위치', category: '샌드위치·버거', price: 4200, shelfLifeDays: 2 },
  { name: '수제 그릭요거트', category: '유제품', price: 3300, shelfLifeDays: 10 },
  { name: '콜드브루 500ml', category: '커피', price: 3500, shelfLifeDays: 30 },
  { name: '하우스 샐러드', category: '샐러드', price: 6200, shelfLifeDays: 2 },
  { name: '단백질 바 초코', category: '건강식', price: 2500, shelfLifeDays: 180 },
  { name: '생수 2L', category: '음료', price: 1500, shelfLifeDays: 365 },
];

export const ORDER_MEMOS = ['', '', '정기 발주', '주말 행사 대비 추가 발주', '재고 소진 품목 보충', '신상품 테스트 입고'] as const;
export const CANCEL_MEMOS = ['중복 발주로 취소', '공급처 품절로 취소', '수량 재조정 후 재발주 예정'] as const;
