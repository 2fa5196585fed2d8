// The one screen of every list: the toolbar (the org filter at the controller's level, the list's own
// filters, the keyword box when the controller has a keyword, the auto-refresh switch of a live
// list, the 'New …' action), what failed (only that: the table then says nothing of being empty;
// a timed-out read says so), and the table, which takes its page and sort from the list's place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { AutoRefreshToggle } from '../AutoRefreshToggle';
import { KeywordSearch } from '../KeywordSearch';
import { ListToolbar } from '../ListToolbar';
import type { FilterSpec } from '../listFilters';
import { OrgFilter } from '../OrgSelector';
import { ListScreenContext } from './listContext';
import type { ListController } from './useListController';
import type { ListFailure, ListLoad } from './useListLoad';

export interface NewAction {
  label: string;
  onNew: () => void;
}

interface ListScreenProps {
  /** The list's controller: its place, org level and keyword. */
  controller: Pick<ListController<FilterSpec>, 'place' | 'level' | 'spec' | 'filters' | 'update'>;
  load: Pick<ListLoad, 'loading' | 'failure' | 'retry' | 'live'>;
  /** The list's own filters, between the org filter and the keyword box. */
  filters?: ReactNode;
  /** Filters before the org filter (a view switch). */
  lead?: ReactNode;
  /** The 'New …' button; none (null/undefined) for who may not create. */
  newAction?: NewAction | null;
  /** Above the toolbar: what the list is. */
  intro?: ReactNode;
  /** Between the toolbar and the table: totals, a note. */
  summary?: ReactNode;
  /** The table (a DataList, or a table built on one). */
  children: ReactNode;
  /** Outside the table: the screen's dialogs. */
  after?: ReactNode;
  /** What the keyword box matches (its placeholder). */
  keywordHint?: string;
}

/** A failed read: its message (a timeout says so after it, spec §8's wording first) and a Retry button. */
export function ListFailureMessage({ failure, onRetry }: { failure: ListFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex align-items-center flex-wrap gap-2" data-testid="list-failure" data-timed-out={failure.timedOut}>
      <Message severity="error" text={failure.timedOut ? t('list.timedOut', { failure: failure.message }) : failure.message} />
      <Button type="button" size="small" outlined icon="pi pi-refresh" label={t('list.retry')} onClick={onRetry} />
    </div>
  );
}

export function ListScreen({ controller, load, filters, lead, newAction, intro, summary, children, after, keywordHint }: ListScreenProps) {
  const { place, level, spec, update } = controller;
  return (
    <div className="flex flex-column gap-3">
      {intro}
      <ListToolbar newLabel={newAction?.label} onNew={newAction?.onNew}>
        {lead}
        {level && <OrgFilter level={level} />}
        {filters}
        {'keyword' in spec && <KeywordSearch value={(controller.filters as { keyword?: string }).keyword ?? ''} onSearch={(keyword) => update({ keyword })} hint={keywordHint} />}
        {load.live && <AutoRefreshToggle failed={load.live.failed} />}
      </ListToolbar>
      {summary}
      {load.failure && <ListFailureMessage failure={load.failure} onRetry={load.retry} />}
      <ListScreenContext.Provider value={{ place, loading: load.loading, failed: load.failure !== null }}>{children}</ListScreenContext.Provider>
      {after}
    </div>
  );
}
