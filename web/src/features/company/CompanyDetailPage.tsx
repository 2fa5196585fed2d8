// /management/company/:companyIdx ('new' creates): view ⇄ edit, save, delete.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useCompanyStore } from '../../state/company';
import { showOutcome } from '../../ui/MessageDialog';
import { CompanyForm } from './CompanyForm';
import { CompanyView } from './CompanyView';
import { companyToForm, emptyCompanyForm, formToBody, type CompanyFormValues } from './companyForm';

const LIST_PATH = '/management/company';

export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyIdx: param = '' } = useParams();
  const isNew = param === 'new';
  const idx = isNew ? null : Number(param);
  const { detail, status, message, loading, fetchDetail, save, remove } = useCompanyStore();
  const [editing, setEditing] = useState(isNew);
  const [form, setForm] = useState<CompanyFormValues>(emptyCompanyForm);
  const record = detail && detail.companyIdx === idx ? detail : null;

  useEffect(() => {
    setEditing(isNew);
    setForm(emptyCompanyForm());
    if (idx !== null) void fetchDetail(idx);
    // `param` carries both isNew and idx.
  }, [param, fetchDetail]);

  async function onSave() {
    const result = await save(formToBody(form, idx));
    if (!(await showOutcome(result))) return;
    const saved = useCompanyStore.getState().detail;
    if (isNew) {
      navigate(saved ? `${LIST_PATH}/${saved.companyIdx}` : LIST_PATH, { replace: true });
    } else if (idx !== null) {
      setEditing(false);
      void fetchDetail(idx);
    }
  }

  function onDelete() {
    if (idx === null) return;
    confirmDialog({
      header: t('actions.delete'),
      message: t('company.confirmDelete'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('actions.delete'),
      rejectLabel: t('actions.cancel'),
      acceptClassName: 'p-button-danger',
      accept: async () => {
        if (await showOutcome(await remove(idx))) navigate(LIST_PATH);
      },
    });
  }

  const backButton = <Button type="button" label={t('actions.backToList')} icon="pi pi-list" text onClick={() => navigate(LIST_PATH)} />;

  if (!isNew && !record) {
    if (status === 'FAIL') {
      return (
        <div className="flex flex-column gap-3 align-items-start">
          <Message severity="error" text={message} role="alert" />
          {backButton}
        </div>
      );
    }
    return <p>{t('app.loading')}</p>;
  }

  if (editing) {
    return (
      <div>
        {isNew && <h2 className="text-lg mt-0">{t('company.newTitle')}</h2>}
        <CompanyForm
          values={form}
          onChange={setForm}
          onSubmit={() => void onSave()}
          onCancel={() => (isNew ? navigate(LIST_PATH) : setEditing(false))}
          saving={loading}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-column gap-3">
      {record && <CompanyView company={record} />}
      <div className="flex gap-2">
        <Button
          type="button"
          label={t('actions.edit')}
          icon="pi pi-pencil"
          onClick={() => {
            if (record) setForm(companyToForm(record));
            setEditing(true);
          }}
        />
        <Button type="button" label={t('actions.delete')} icon="pi pi-trash" severity="danger" outlined onClick={onDelete} />
        {backButton}
      </div>
    </div>
  );
}
