// The life of a detail screen (/…/:idx, 'new' creates): load, view ⇄ edit, save, delete.
//   save:   the message dialog, then the new record's URL (create) or view mode with fresh data
//   delete: confirm, the message dialog, then the list
// The form's body is built once (toBody) and checked before sending with the schema the server uses; a refusal's
// fields are shown beside them (ui/form).
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import type { EndpointDef } from '@contract/endpoint';
import type { ActionResult } from '../state/areaStore';
import { confirmAction } from './confirmAction';
import { useFormProblems } from './form';
import { showOutcome } from './MessageDialog';
import { listUrl } from './list/listPlace';

type Result = ActionResult<EndpointDef>;

export interface DetailEditorOptions<R, F, B> {
  /** The route parameter: 'new' or the record's idx. */
  param: string;
  listPath: string;
  /** Where one record lives (default `${listPath}/${idx}`). */
  recordPath?: (idx: number) => string;
  /** The store's record, if it is the one of this route. */
  record: R | null;
  emptyForm: () => F;
  toForm: (record: R) => F;
  fetch: (idx: number) => unknown;
  /** The body the form sends, built once: checked with `schema`, then saved. */
  toBody: (form: F, idx: number | null) => B;
  /** The schema the server checks the body with: nothing is sent while it fails. */
  schema: z.ZodType;
  /** Send the body. */
  save: (body: B) => Promise<Result>;
  /** The idx of the record just saved (to open it after a create). */
  savedIdx: () => number | null;
  remove: (idx: number) => Promise<Result>;
  confirmDeleteMessage: string;
}

export function useDetailEditor<R, F, B>(options: DetailEditorOptions<R, F, B>) {
  const { param, listPath, record, emptyForm, toForm, fetch, toBody, schema, save, savedIdx, remove, confirmDeleteMessage } = options;
  const recordPath = options.recordPath ?? ((saved: number) => `${listPath}/${saved}`);
  const navigate = useNavigate();
  const isNew = param === 'new';
  const idx = isNew ? null : Number(param);
  const [editing, setEditing] = useState(isNew);
  const [form, setForm] = useState<F>(emptyForm);
  const problems = useFormProblems();

  useEffect(() => {
    setEditing(isNew);
    setForm(emptyForm());
    problems.reset();
    if (idx !== null) void fetch(idx);
    // `param` carries both isNew and idx; emptyForm is a fresh-value factory.
  }, [param, fetch]);

  async function submit() {
    const body = toBody(form, idx);
    if (!problems.check(schema, body)) return;
    const result = await save(body);
    problems.takeAnswer(result);
    if (!(await showOutcome(result))) return;
    if (isNew) {
      const saved = savedIdx();
      navigate(saved !== null ? recordPath(saved) : listPath, { replace: true });
    } else if (idx !== null) {
      setEditing(false);
      void fetch(idx);
    }
  }

  function confirmDelete() {
    if (idx === null) return;
    confirmAction({
      message: confirmDeleteMessage,
      onAccept: async () => {
        if (await showOutcome(await remove(idx))) navigate(listUrl(listPath));
      },
    });
  }

  return {
    isNew,
    idx,
    editing,
    form,
    setForm,
    problems,
    startEdit: () => {
      if (record) setForm(toForm(record));
      problems.reset();
      setEditing(true);
    },
    cancelEdit: () => {
      problems.reset();
      if (isNew) navigate(listUrl(listPath));
      else setEditing(false);
    },
    submit: () => void submit(),
    confirmDelete,
    // Back to the list as it was left: its page, sort and filters.
    backToList: () => navigate(listUrl(listPath)),
  };
}
