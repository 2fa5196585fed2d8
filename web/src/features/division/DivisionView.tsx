// Read-only view of one division.
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { Division } from '@contract/entities';
import { FieldView } from '../../ui/FieldView';
import { formatCount, formatDate, fullAddress } from '../../ui/format';

export function DivisionView({ division }: { division: Division }) {
  const { t } = useTranslation();
  return (
    <FieldView
      testId="division-view"
      rows={[
        ['divisionName', division.divisionName],
        ['companyName', division.companyName],
        ['divisionType', t(`enums.divisionType.${division.divisionType}`)],
        ['phone', division.phone],
        ['managerName', division.managerName],
        ['zipCode', division.zipCode],
        ['fullAddress', fullAddress(division.address, division.addressDetail)],
        ['deviceCount', formatCount(division.deviceCount)],
        ['createdDate', formatDate(division.createdDate, DATE_TIME_FORMAT)],
        ['updatedDate', formatDate(division.updatedDate, DATE_TIME_FORMAT)],
      ]}
    />
  );
}
