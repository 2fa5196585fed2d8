// Korean strings of the sign-in page and the app's frame (loading, errors, language, demo accounts):
// they ship with the console's entry. Every other Korean string is in ko-console.ts, fetched with
// the first screen behind the sign-in page (or the shell); ko.ts joins both. A string belongs here
// only when the sign-in page or the frame around every page shows it.
export const koSignIn = {
  app: {
    name: '키오스크 콘솔',
    /** Spec §2: the text shown while a screen loads ('Loading...'), in the console's language. */
    loading: '불러오는 중...',
    notFound: '없는 화면입니다.',
    chunkLoadFailed: '화면을 불러오지 못했습니다.',
    all: '전체',
    empty: '데이터가 없습니다.',
    notice: '알림',
    version: '버전 {{version}}',
    backend: '백엔드',
    mainMenu: '주 메뉴',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    notPermitted: '이 화면을 사용할 권한이 없습니다: {{area}}',
    simulatorOnly: '시뮬레이터 제어판은 콘솔이 시뮬레이터에 연결되어 있을 때만 쓸 수 있습니다.',
    successDrift: '서버가 이 호출들의 성공 코드를 명세와 다른 형식으로 보냅니다 (성공으로 처리함): {{calls}}',
  },
  language: { label: '언어', ko: '한국어', en: 'English' },
  titles: {
    login: '로그인',
    findId: '아이디 찾기',
    findPassword: '비밀번호 찾기',
    privacyPolicy: '개인정보 처리방침',
  },
  actions: {
    signIn: '로그인',
    useAccount: '이 계정 사용',
    findId: '아이디 찾기',
    findPassword: '비밀번호 찾기',
    reload: '다시 불러오기',
  },
  // The words of contract/field-labels.ts, kept here so the entry does not carry that table
  // (i18n.test.ts checks they stay the same).
  fields: {
    userId: '아이디',
    password: '비밀번호',
    keepSignedIn: '로그인 상태 유지',
  },
  auth: {
    demoAccounts: '데모 계정',
    demoHint: '시뮬레이터에 연결되어 있습니다. 아래 계정으로 로그인할 수 있습니다.',
    privacyLink: '개인정보 처리방침',
  },
};
