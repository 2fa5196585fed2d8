// Save and Cancel under an edit form.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2 mt-3">
      <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={saving} />
      <Button type="button" label={t('actions.cancel')} icon="pi pi-times" outlined onClick={onCancel} />
    </div>
  );
}
