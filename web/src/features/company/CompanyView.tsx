// Read-only view of one company: every field.
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, type Company } from '@contract';
import { useLanguage } from '../../i18n';
import { formatCount, formatDate, providerLabel } from '../../ui/format';

export function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rows: Array<[string, string]> = [
    ['companyName', company.companyName],
    ['provider', providerLabel(company.provider, lang)],
    ['businessNumber', company.businessNumber],
    ['ceoName', company.ceoName],
    ['phone', company.phone],
    ['email', company.email],
    ['zipCode', company.zipCode],
    ['address', company.address],
    ['addressDetail', company.addressDetail],
    ['divisionCount', formatCount(company.divisionCount)],
    ['deviceCount', formatCount(company.deviceCount)],
    ['createdDate', formatDate(company.createdDate, DATE_TIME_FORMAT)],
    ['updatedDate', formatDate(company.updatedDate, DATE_TIME_FORMAT)],
    ['memo', company.memo],
  ];
  return (
    <dl className="grid field-view m-0" data-testid="company-view">
      {rows.map(([field, value]) => (
        <div key={field} className="col-12 md:col-6">
          <dt>{t(`fields.${field}`)}</dt>
          <dd data-field={field}>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
