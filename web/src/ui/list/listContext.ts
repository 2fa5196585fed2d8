// What a list screen (or a report section) tells the table inside it: the place (page and sort
// from the URL), whether it is loading, whether the last load failed (then the table says nothing
// of being empty: the failure is the message), and the table's name where the frame names it.
import { createContext, useContext } from 'react';
import type { ListPlace } from './listPlace';

export interface ListScreenState {
  /** None: the table keeps its own. */
  place?: ListPlace;
  loading: boolean;
  failed: boolean;
  /** The table's accessible name (a report section's title). */
  label?: string;
}

export const ListScreenContext = createContext<ListScreenState | null>(null);

export function useListScreenState(): ListScreenState | null {
  return useContext(ListScreenContext);
}
