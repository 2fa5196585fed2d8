// /management/company/:companyIdx ('new' creates): view ⇄ edit, save, delete.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCompanyStore } from '../../state/company';
import { DetailFrame, ViewActions } from '../../ui/DetailFrame';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { CompanyForm } from './CompanyForm';
import { CompanyView } from './CompanyView';
import { companyToForm, emptyCompanyForm, formToBody } from './companyForm';

const LIST_PATH = '/management/company';

export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { companyIdx: param = '' } = useParams();
  const { detail, status, message, loading, fetchDetail, save, remove } = useCompanyStore();
  const record = detail && param !== 'new' && detail.companyIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: LIST_PATH,
    record,
    emptyForm: emptyCompanyForm,
    toForm: companyToForm,
    fetch: fetchDetail,
    save: (form, idx) => save(formToBody(form, idx)),
    savedIdx: () => useCompanyStore.getState().detail?.companyIdx ?? null,
    remove,
    confirmDeleteMessage: t('company.confirmDelete'),
  });

  return (
    <DetailFrame ready={editor.isNew || record !== null} failure={status === 'FAIL' ? message : null} onBack={editor.backToList}>
      {editor.editing ? (
        <div>
          {editor.isNew && <h2 className="text-lg mt-0">{t('company.newTitle')}</h2>}
          <CompanyForm values={editor.form} onChange={editor.setForm} onSubmit={editor.submit} onCancel={editor.cancelEdit} saving={loading} />
        </div>
      ) : (
        <div className="flex flex-column gap-3">
          {record && <CompanyView company={record} />}
          <ViewActions onEdit={editor.startEdit} onDelete={editor.confirmDelete} onBack={editor.backToList} />
        </div>
      )}
    </DetailFrame>
  );
}
