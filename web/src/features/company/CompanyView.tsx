// Read-only view of one company: every field.
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { Company } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { FieldView } from '../../ui/FieldView';
import { formatCount, formatDate, providerLabel } from '../../ui/format';

export function CompanyView({ company }: { company: Company }) {
  const lang = useLanguage();
  return (
    <FieldView
      testId="company-view"
      rows={[
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
      ]}
    />
  );
}
