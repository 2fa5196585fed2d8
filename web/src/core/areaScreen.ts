// The menu screen of a console area, for a screen that links to another area (a trainee's
// checklist): the shell, which holds the route table, provides the lookup, so no room imports it.
import { createContext, useContext } from 'react';
import type { ConsoleArea } from '@contract/permissions';

export interface AreaScreen {
  path: string;
  titleKey: string;
}

export const AreaScreenContext = createContext<(area: ConsoleArea) => AreaScreen | undefined>(() => undefined);

export function useAreaScreen(): (area: ConsoleArea) => AreaScreen | undefined {
  return useContext(AreaScreenContext);
}
