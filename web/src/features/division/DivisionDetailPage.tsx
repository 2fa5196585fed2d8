// /management/division/:divisionIdx ('new' creates): view ⇄ edit, save ('Store registered' on
// create), delete, and the division's employee reset policy and UID time slots.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Divider } from 'primereact/divider';
import { divisionEndpoints } from '@contract/endpoints/division';
import { useCan } from '../../core/useCan';
import { useCommonStore } from '../../state/common';
import { useDivisionStore } from './store';
import { EditableDetail, ViewActions } from '../../ui/DetailFrame';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { DivisionForm } from './DivisionForm';
import { divisionFormToBody, divisionToForm, emptyDivisionForm } from './divisionForm';
import { DivisionView } from './DivisionView';
import { ResetPolicyEditor } from './ResetPolicyEditor';
import { UidTimeSlots } from './UidTimeSlots';
import { paths } from '../../core/paths';

const LIST_PATH = paths.division();

export default function DivisionDetailPage() {
  const { t } = useTranslation();
  const { divisionIdx: param = '' } = useParams();
  const caller = useCommonStore((s) => s.user);
  const { tree } = useOrgTree();
  const store = useDivisionStore();
  const { detail, fetchDetail, save, remove } = store;
  const record = detail && param !== 'new' && detail.divisionIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: LIST_PATH,
    record,
    emptyForm: () => emptyDivisionForm(caller?.authType === 'ADMIN' ? null : (caller?.companyIdx ?? null)),
    toForm: divisionToForm,
    fetch: fetchDetail,
    toBody: divisionFormToBody,
    schema: divisionEndpoints.store.body,
    save,
    savedIdx: () => useDivisionStore.getState().detail?.divisionIdx ?? null,
    remove,
    confirmDeleteMessage: t('division.confirmDelete'),
  });
  const canUpdate = useCan('division', 'update');
  const canDelete = useCan('division', 'delete');

  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('division.newTitle')}
      form={(props) => (
        <DivisionForm
          {...props}
          picksCompany={editor.isNew && caller?.authType === 'ADMIN'}
          tree={tree}
        />
      )}
      view={(record) => (
        <div className="flex flex-column gap-3">
          <DivisionView division={record} />
          <ViewActions onEdit={canUpdate ? editor.startEdit : undefined} onDelete={canDelete ? editor.confirmDelete : undefined} onBack={editor.backToList} />
          <Divider />
          <ResetPolicyEditor divisionIdx={record.divisionIdx} />
          <Divider />
          <UidTimeSlots divisionIdx={record.divisionIdx} />
        </div>
      )}
    />
  );
}
