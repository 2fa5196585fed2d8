// Korean UI strings (default language), whole: the sign-in page's (ko-signin.ts, shipped with the
// entry) joined with the screens' (ko-console.ts, fetched later). Messages and labels come from
// contract/, not from here. The console itself loads the two parts apart (i18n/index.ts).
import { koConsole } from './ko-console';
import { koSignIn } from './ko-signin';
import { joinStrings } from './strings';

export const ko = joinStrings(koSignIn, koConsole);
