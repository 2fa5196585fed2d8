// Read-only view of one product master record, with its stock over devices and warehouses.
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useLanguage } from '../../i18n';
import type { ProductMasterDetail } from './store';
import { FieldView } from '../../ui/FieldView';
import { formatCount, formatDate, formatWon } from '../../ui/format';
import { ownerLabel } from './productForm';

export function ProductMasterView({ product }: { product: ProductMasterDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <FieldView
      testId="product-view"
      rows={[
        ['productName', product.productName],
        ['owner', ownerLabel(t, product)],
        ['barcode', product.barcode],
        ['category', product.category],
        ['manufacturer', product.manufacturer],
        ['shelfLifeDays', t('product.days', { count: product.shelfLifeDays })],
        ['price', formatWon(product.price, lang)],
        ['cost', formatWon(product.cost, lang)],
        ['stockTotal', formatCount(product.stockTotal)],
        ['deviceCount', formatCount(product.deviceCount)],
        ['createdDate', formatDate(product.createdDate, DATE_TIME_FORMAT)],
        ['updatedDate', formatDate(product.updatedDate, DATE_TIME_FORMAT)],
      ]}
    />
  );
}
