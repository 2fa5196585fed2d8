// /management/employee-uid/:employeeUidIdx ('new' registers): view ⇄ edit, register
// ('registered'), modify ('modified'), delete (confirmed first; 'deleted'), and a way to the
// card's point history.
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { employeeUidEndpoints } from '@contract/endpoints/employee';
import { useEmployeeUidStore } from './store';
import { EditableDetail, ViewActions } from '../../ui/DetailFrame';
import { FieldView } from '../../ui/FieldView';
import { formatDate } from '../../ui/format';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { EmployeeUidForm } from './EmployeeUidForm';
import {
  EMPLOYEE_UID_PATH,
  emptyEmployeeUidForm,
  employeeUidFormToBody,
  employeeUidToForm,
  pointLogOf,
} from './employeeUidForm';
import { EnabledTag } from './EnabledTag';
import { PointPolicyNote } from './PointPolicyNote';
import { pointText } from '../../ui/points';

export default function EmployeeUidDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { employeeUidIdx: param = '' } = useParams();
  const { tree } = useOrgTree();
  const store = useEmployeeUidStore();
  const { detail, fetchDetail, create, update, remove } = store;
  const record = detail && param !== 'new' && detail.employeeUidIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: EMPLOYEE_UID_PATH,
    record,
    emptyForm: emptyEmployeeUidForm,
    toForm: employeeUidToForm,
    fetch: fetchDetail,
    toBody: employeeUidFormToBody,
    schema: param === 'new' ? employeeUidEndpoints.store.body : employeeUidEndpoints.update.body,
    save: (body) => ('employeeUidIdx' in body ? update(body) : create(body)),
    savedIdx: () => useEmployeeUidStore.getState().detail?.employeeUidIdx ?? null,
    remove,
    confirmDeleteMessage: t('employeeUid.confirmDelete', { name: record?.employeeName ?? '' }),
  });

  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('employeeUid.newTitle')}
      form={(props) => (
        <EmployeeUidForm
          {...props}
          tree={tree}
          isNew={param === 'new'}
        />
      )}
      view={(record) => (
        <div className="flex flex-column gap-4">
          <FieldView
            testId="employee-uid-view"
            record={record}
            rows={[
              'employeeName',
              'employeeNo',
              'uid',
              'divisionName',
              ['point', <span key="point"><span>{pointText(t, record.point)}</span><PointPolicyNote divisionIdx={record.divisionIdx} /></span>],
              ['enabled', <EnabledTag key="enabled" enabled={record.enabled} />],
              ['lastUsedAt', record.lastUsedAt ? formatDate(record.lastUsedAt, DATE_TIME_FORMAT) : ''],
              ['createdDate', formatDate(record.createdDate, DATE_TIME_FORMAT)],
              ['updatedDate', formatDate(record.updatedDate, DATE_TIME_FORMAT)],
            ]}
          />
          <div className="flex gap-2 flex-wrap">
            <ViewActions onEdit={editor.startEdit} onDelete={editor.confirmDelete} onBack={editor.backToList} />
            <Button
              type="button"
              label={t('employeeUid.pointHistory')}
              icon="pi pi-wallet"
              outlined
              onClick={() => navigate(pointLogOf(record.employeeUidIdx))}
            />
          </div>
        </div>
      )}
    />
  );
}
