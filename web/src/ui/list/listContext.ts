// What a list screen tells the table inside it: the place (page and sort from the URL) and whether
// the last load failed (then the table says nothing of being empty: the failure is the message).
import { createContext, useContext } from 'react';
import type { ListPlace } from './listPlace';

export interface ListScreenState {
  place: ListPlace;
  failed: boolean;
}

export const ListScreenContext = createContext<ListScreenState | null>(null);

export function useListScreenState(): ListScreenState | null {
  return useContext(ListScreenContext);
}
