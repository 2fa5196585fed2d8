// Read-only view of one promotion: what it gives (type and value), on which product and where,
// from when to when, and where it stands now.
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useLanguage } from '../../i18n';
import type { Promotion } from './store';
import { FieldView } from '../../ui/FieldView';
import { formatDate, formatWon, promotionTypeLabel } from '../../ui/format';
import { promotionValue } from './promotionForm';
import { PromotionStatusTag } from './PromotionStatusTag';

export function PromotionView({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <FieldView
      testId="promotion-view"
      rows={[
        ['promotionName', promotion.promotionName],
        ['status', <PromotionStatusTag key="status" status={promotion.status} />],
        ['promotionType', promotionTypeLabel(promotion.type, lang)],
        ['promotionValue', promotionValue(promotion, lang)],
        ['productName', promotion.productName],
        ['listPrice', formatWon(promotion.listPrice, lang)],
        ['companyName', promotion.companyName],
        ['place', promotion.divisionName ?? t('promotion.allStores')],
        ['startDate', formatDate(promotion.startDateTime, DATE_TIME_FORMAT)],
        ['endDate', formatDate(promotion.endDateTime, DATE_TIME_FORMAT)],
        ['createdDate', formatDate(promotion.createdDate, DATE_TIME_FORMAT)],
        ['updatedDate', formatDate(promotion.updatedDate, DATE_TIME_FORMAT)],
      ]}
    />
  );
}
