// /management/company: keyword search (kept in the URL), the list, row ⇒ detail, new company.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import type { Company } from '@contract';
import { useLanguage } from '../../i18n';
import { useCompanyStore } from '../../state/company';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, providerLabel } from '../../ui/format';

export default function CompanyListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  const { list, loading, status, message, fetchList } = useCompanyStore();

  useEffect(() => {
    void fetchList(keyword ? { keyword } : {});
  }, [keyword, fetchList]);

  function search(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (next === keyword) void fetchList(next ? { keyword: next } : {});
    else setParams(next ? { keyword: next } : {});
  }

  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-end flex-wrap gap-2">
        <form onSubmit={search} className="flex align-items-end gap-2" role="search">
          <div className="flex flex-column gap-1">
            <label htmlFor="keyword" className="text-sm font-medium">
              {t('fields.keyword')}
            </label>
            <InputText id="keyword" name="keyword" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </div>
          <Button type="submit" label={t('actions.search')} icon="pi pi-search" />
        </form>
        <Button type="button" label={t('actions.newCompany')} icon="pi pi-plus" onClick={() => navigate('/management/company/new')} />
      </div>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DataList<Company>
        label={t('titles.company')}
        rows={list}
        dataKey="companyIdx"
        loading={loading}
        emptyMessage={t('company.empty')}
        onRowClick={(row) => navigate(`/management/company/${row.companyIdx}`)}
        columns={[
          { field: 'companyName', header: t('fields.companyName') },
          { field: 'provider', header: t('fields.provider'), body: (row) => providerLabel(row.provider, lang) },
          { field: 'businessNumber', header: t('fields.businessNumber') },
          { field: 'ceoName', header: t('fields.ceoName') },
          { field: 'phone', header: t('fields.phone') },
          { field: 'divisionCount', header: t('fields.divisionCount'), body: (row) => formatCount(row.divisionCount) },
          { field: 'deviceCount', header: t('fields.deviceCount'), body: (row) => formatCount(row.deviceCount) },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} /> },
          { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} /> },
        ]}
      />
    </div>
  );
}
