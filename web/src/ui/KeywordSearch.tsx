// The keyword box of a list: typed freely, applied on Search (Enter).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

/** `hint`: what the keyword matches, shown in the empty box (and as its description). */
export function KeywordSearch({ value, onSearch, hint }: { value: string; onSearch: (keyword: string) => void; hint?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    // A hint is read whole: the box is wide enough for it where the screen is.
    <form onSubmit={submit} className="flex align-items-end gap-2" role="search" style={hint ? { width: '26rem', maxWidth: '100%' } : undefined}>
      {/* On a narrow screen the box gives way, not the button. */}
      <div className="flex flex-column gap-1 flex-1 min-w-0">
        <label htmlFor="keyword" className="text-sm font-medium">
          {t('fields.keyword')}
        </label>
        <InputText id="keyword" name="keyword" value={draft} onChange={(e) => setDraft(e.target.value)} className="w-full" placeholder={hint} title={hint} />
      </div>
      <Button type="submit" label={t('actions.search')} icon="pi pi-search" className="flex-shrink-0" />
    </form>
  );
}
