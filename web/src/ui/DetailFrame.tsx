// The frame of a detail screen: 'Loading...' until the record arrives, the lookup failure with a
// way back, else the screen; a record's screen that switches between its view and its form
// (EditableDetail); and the view-mode buttons (Edit, Delete, Back to list).
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { FormProblemsProvider, type FormProblems } from './form';

export function BackToListButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <Button type="button" label={t('actions.backToList')} icon="pi pi-list" text onClick={onClick} />;
}

interface DetailFrameProps {
  /** The record is there (or a new one is being created). */
  ready: boolean;
  /** The lookup failed: its message. */
  failure: string | null;
  onBack: () => void;
  children: ReactNode;
}

export function DetailFrame({ ready, failure, onBack, children }: DetailFrameProps) {
  const { t } = useTranslation();
  if (ready) return <>{children}</>;
  if (failure !== null) {
    return (
      <div className="flex flex-column gap-3 align-items-start">
        <Message severity="error" text={failure} role="alert" />
        <BackToListButton onClick={onBack} />
      </div>
    );
  }
  return <p>{t('app.loading')}</p>;
}

/** What every record form takes from its detail screen. */
export interface DetailFormProps<F> {
  values: F;
  onChange: Dispatch<SetStateAction<F>>;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
}

interface EditableDetailProps<R, F> {
  /** The screen's useDetailEditor. */
  editor: {
    isNew: boolean;
    editing: boolean;
    form: F;
    setForm: Dispatch<SetStateAction<F>>;
    submit: () => void;
    cancelEdit: () => void;
    backToList: () => void;
    /** The form's problems, shown under their fields. */
    problems?: FormProblems;
  };
  /** The record of this route, once it has arrived. */
  record: R | null;
  /**
   * The record's store's phase: a failed call's message says why the record could not be read
   * (shown while there is none to show); a call under way is the form saving.
   */
  phase: { status: string; message: string; loading: boolean };
  /** The heading over the form of a new record. */
  newTitle: string;
  /** Also done when the form is cancelled (clearing the form's own problem message). */
  onCancel?: () => void;
  /** The form, while editing or creating, given what every form takes. */
  form: (props: DetailFormProps<F>) => ReactNode;
  /** The record in view mode. */
  view: (record: R) => ReactNode;
}

/** A detail screen (useDetailEditor): the form while editing, the view otherwise, in a DetailFrame. */
export function EditableDetail<R, F>({ editor, record, phase, newTitle, onCancel, form, view }: EditableDetailProps<R, F>) {
  const ready = editor.isNew || record !== null;
  const failure = phase.status === 'FAIL' ? phase.message : null;
  const saving = phase.loading;
  const cancel = () => {
    onCancel?.();
    editor.cancelEdit();
  };
  return (
    <DetailFrame ready={ready} failure={ready ? null : failure} onBack={editor.backToList}>
      {editor.editing ? (
        <div>
          {editor.isNew && <h2 className="text-lg mt-0">{newTitle}</h2>}
          <FormProblemsProvider value={editor.problems}>
            {form({ values: editor.form, onChange: editor.setForm, onSubmit: editor.submit, onCancel: cancel, saving })}
          </FormProblemsProvider>
        </div>
      ) : (
        record !== null && view(record)
      )}
    </DetailFrame>
  );
}

interface ViewActionsProps {
  /** Left out when the signed-in level may not edit (useCan). */
  onEdit?: () => void;
  /** Left out when the signed-in level may not delete (useCan). */
  onDelete?: () => void;
  onBack: () => void;
}

export function ViewActions({ onEdit, onDelete, onBack }: ViewActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      {onEdit && <Button type="button" label={t('actions.edit')} icon="pi pi-pencil" onClick={onEdit} />}
      {onDelete && <Button type="button" label={t('actions.delete')} icon="pi pi-trash" severity="danger" outlined onClick={onDelete} />}
      <BackToListButton onClick={onBack} />
    </div>
  );
}
