// Runs one cockpit action against /sim and says how it went in a toast: the action and what the
// simulator says it did (a scenario's description, else its message), or its reason on failure.
// The fleet and the feed follow at once.
import { useCallback, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from 'primereact/toast';
import type { SimOutcome } from '../../api/simControl';
import { useLanguage } from '../../i18n';

/** What an answer says it did: a scenario's description (text, or ko/en), else nothing. */
export function resultText(data: unknown, lang: 'ko' | 'en'): string | null {
  const description = (data as { description?: unknown } | null)?.description;
  if (typeof description === 'string') return description;
  if (description && typeof description === 'object' && typeof (description as Record<string, unknown>)[lang] === 'string') {
    return (description as Record<string, string>)[lang]!;
  }
  return null;
}

export function useSimAction(toast: RefObject<Toast | null>, after: () => unknown) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (label: string, call: () => Promise<SimOutcome>) => {
      setBusy(label);
      try {
        const outcome = await call();
        if (outcome.ok) {
          const answer = outcome.response as { data: unknown; message: string }; // every control answer's envelope
          toast.current?.show({ severity: 'success', summary: label, detail: resultText(answer.data, lang) ?? (answer.message || t('simulator.done')), life: 6000 });
        } else toast.current?.show({ severity: 'error', summary: `${label}: ${t('simulator.failed')}`, detail: outcome.message, life: 8000 });
        await after();
        return outcome.ok;
      } finally {
        setBusy(null);
      }
    },
    [toast, after, t, lang],
  );
  return { run, busy };
}
