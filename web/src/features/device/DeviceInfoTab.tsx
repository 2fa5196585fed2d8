// The info tab: the device's fields, edit / save ('Normally processed' or 'Device save failed' and
// the server's reason) and delete (ADMIN and PARTNER), through the page's detail editor.
import { useTranslation } from 'react-i18next';
import type { TreeCompany } from '@contract/entities';
import type { Device } from './store';
import { ViewActions } from '../../ui/DetailFrame';
import { FormProblemsProvider } from '../../ui/form';
import type { useDetailEditor } from '../../ui/useDetailEditor';
import { DeviceForm } from './DeviceForm';
import type { DeviceFormValues } from './deviceForm';
import { DeviceView } from './DeviceView';

interface Props {
  editor: ReturnType<typeof useDetailEditor<Device, DeviceFormValues, unknown>>;
  record: Device | null;
  saving: boolean;
  tree: readonly TreeCompany[];
  canUpdate: boolean;
  canDelete: boolean;
}

export function DeviceInfoTab({ editor, record, saving, tree, canUpdate, canDelete }: Props) {
  const { t } = useTranslation();
  if (editor.editing) {
    return (
      <div>
        {editor.isNew && <h2 className="text-lg mt-0">{t('device.newTitle')}</h2>}
        <FormProblemsProvider value={editor.problems}>
          <DeviceForm values={editor.form} onChange={editor.setForm} onSubmit={editor.submit} onCancel={editor.cancelEdit} saving={saving} tree={tree} />
        </FormProblemsProvider>
      </div>
    );
  }
  return (
    <div className="flex flex-column gap-3">
      {record && <DeviceView device={record} />}
      <ViewActions onEdit={canUpdate ? editor.startEdit : undefined} onDelete={canDelete ? editor.confirmDelete : undefined} onBack={editor.backToList} />
    </div>
  );
}
