// The frame of a detail screen: 'Loading...' until the record arrives, the lookup failure with a
// way back, else the screen; a record's screen that switches between its view and its form
// (EditableDetail); and the view-mode buttons (Edit, Delete, Back to list).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

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

interface EditableDetailProps<R> {
  editor: { isNew: boolean; editing: boolean; backToList: () => void };
  /** The record of this route, once it has arrived. */
  record: R | null;
  /** Why the record could not be read, if it could not (shown while there is none to show). */
  failure: string | null;
  /** The heading over the form of a new record. */
  newTitle: string;
  /** The form, while editing or creating. */
  form: ReactNode;
  /** The record in view mode. */
  view: (record: R) => ReactNode;
}

/** A detail screen (useDetailEditor): the form while editing, the view otherwise, in a DetailFrame. */
export function EditableDetail<R>({ editor, record, failure, newTitle, form, view }: EditableDetailProps<R>) {
  const ready = editor.isNew || record !== null;
  return (
    <DetailFrame ready={ready} failure={ready ? null : failure} onBack={editor.backToList}>
      {editor.editing ? (
        <div>
          {editor.isNew && <h2 className="text-lg mt-0">{newTitle}</h2>}
          {form}
        </div>
      ) : (
        record !== null && view(record)
      )}
    </DetailFrame>
  );
}

interface ViewActionsProps {
  onEdit: () => void;
  /** Left out when the signed-in level may not delete. */
  onDelete?: () => void;
  onBack: () => void;
}

export function ViewActions({ onEdit, onDelete, onBack }: ViewActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <Button type="button" label={t('actions.edit')} icon="pi pi-pencil" onClick={onEdit} />
      {onDelete && <Button type="button" label={t('actions.delete')} icon="pi pi-trash" severity="danger" outlined onClick={onDelete} />}
      <BackToListButton onClick={onBack} />
    </div>
  );
}
