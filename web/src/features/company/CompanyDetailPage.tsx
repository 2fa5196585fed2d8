// /management/company/:companyIdx ('new' creates): view ⇄ edit, save, delete.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyStoreBody } from '@contract/endpoints/company';
import { useCan } from '../../core/useCan';
import { useCompanyStore } from './store';
import { EditableDetail, ViewActions } from '../../ui/DetailFrame';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { CompanyForm } from './CompanyForm';
import { CompanyView } from './CompanyView';
import { companyToForm, emptyCompanyForm, formToBody } from './companyForm';
import { paths } from '../../core/paths';

const LIST_PATH = paths.company();

export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { companyIdx: param = '' } = useParams();
  const store = useCompanyStore();
  const { detail, fetchDetail, save, remove } = store;
  const canUpdate = useCan('company', 'update');
  const canDelete = useCan('company', 'delete');
  const record = detail && param !== 'new' && detail.companyIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: LIST_PATH,
    record,
    emptyForm: emptyCompanyForm,
    toForm: companyToForm,
    fetch: fetchDetail,
    toBody: formToBody,
    schema: companyStoreBody,
    save,
    savedIdx: () => useCompanyStore.getState().detail?.companyIdx ?? null,
    remove,
    confirmDeleteMessage: t('company.confirmDelete'),
  });

  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('company.newTitle')}
      form={(props) => <CompanyForm {...props} />}
      view={(record) => (
        <div className="flex flex-column gap-3">
          <CompanyView company={record} />
          <ViewActions onEdit={canUpdate ? editor.startEdit : undefined} onDelete={canDelete ? editor.confirmDelete : undefined} onBack={editor.backToList} />
        </div>
      )}
    />
  );
}
