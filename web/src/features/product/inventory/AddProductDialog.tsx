// Put a product on a tray of the selected device with its first stock (product.addProduct, a NEW
// transaction). Spec §4: an answer of 0 sets addStatus; a refusal says 'Product addition failed'.
// The body is checked with the request's schema first; each problem shows under its field.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productEndpoints } from '@contract/endpoints/product';
import type { Tray } from '@contract/entities';
import { useLanguage } from '../../../i18n';
import { useProductStore, type AddProductBody } from '../store';
import { formatWon } from '../../../ui/format';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { FIELD_BOUNDS } from '../../../ui/wholeNumber';
import { numberOf } from '../productForm';
import { FormField } from '../../../ui/form';
import { ActionDialog, useDialogAction } from './ActionDialog';
import { DayInput } from '../../../ui/DayInput';
import { addDays, todayKst } from './expiry';

interface Props {
  visible: boolean;
  deviceIdx: number;
  /** The device's company: its own products and the shared catalog can go on its trays. */
  companyIdx: number | undefined;
  trays: readonly Tray[];
  onHide: () => void;
  onAdded: () => void;
}

export function AddProductDialog({ visible, deviceIdx, companyIdx, trays, onHide, onAdded }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const masterList = useProductStore((s) => s.masterList);
  const [productIdx, setProductIdx] = useState<number | null>(null);
  const [trayIdx, setTrayIdx] = useState<number | null>(null);
  const [stock, setStock] = useState('0');
  const [price, setPrice] = useState('');
  const [expiredDate, setExpiredDate] = useState('');
  const { busy, run, problems } = useDialogAction(() => {
    onHide();
    onAdded();
  });

  useEffect(() => {
    if (!visible) return;
    setProductIdx(null);
    setTrayIdx(null);
    setStock('0');
    setPrice('');
    setExpiredDate('');
    problems.reset();
    void useProductStore.getState().fetchMasterList({});
  }, [visible]);

  const products = useMemo(
    () => masterList.filter((p) => p.companyIdx === null || companyIdx === undefined || p.companyIdx === companyIdx),
    [masterList, companyIdx],
  );

  function pickProduct(idx: number | null) {
    setProductIdx(idx);
    const product = products.find((p) => p.productIdx === idx);
    if (!product) return;
    setPrice(String(product.price));
    setExpiredDate(addDays(todayKst(), product.shelfLifeDays));
  }

  function add() {
    const body = {
      deviceIdx,
      trayIdx,
      productIdx,
      stock: numberOf(stock),
      ...(price.trim() !== '' ? { price: numberOf(price) } : {}),
      expiredDate: expiredDate || null,
    };
    // Nothing picked yet is null in the body: the check says the field is required.
    void run(() => useProductStore.getState().addProduct(body as AddProductBody), { schema: productEndpoints.addProduct.body, body });
  }

  return (
    <ActionDialog
      visible={visible}
      onHide={onHide}
      header={t('inventory.addProduct')}
      width={34}
      testId="add-product-dialog"
      action={{ label: t('inventory.add'), icon: 'pi pi-plus', busy, onClick: add }}
      problems={problems}
    >
      <SelectField
        id="add-product"
        path="productIdx"
        label={t('fields.productName')}
        value={productIdx}
        options={products.map((p) => ({ value: p.productIdx, label: `${p.productName} · ${formatWon(p.price, lang)}` }))}
        onValue={pickProduct}
        placeholder={t('inventory.pickProduct')}
        filter
      />
      <SelectField
        id="add-tray"
        path="trayIdx"
        label={t('fields.tray')}
        value={trayIdx}
        options={trays.map((tray) => ({ value: tray.trayIdx, label: `${tray.trayNo} · ${tray.trayName}` }))}
        onValue={setTrayIdx}
        placeholder={trays.length ? t('inventory.pickTray') : t('inventory.noTrays')}
      />
      <div className="grid">
        <div className="col-6">
          <TextField id="add-stock" path="stock" label={t('fields.stock')} value={stock} onValue={setStock} {...FIELD_BOUNDS.stock} />
        </div>
        <div className="col-6">
          <TextField id="add-price" path="price" label={t('fields.price')} value={price} onValue={setPrice} {...FIELD_BOUNDS.price} />
        </div>
      </div>
      <FormField id="add-expiredDate" path="expiredDate" label={t('fields.expiredDate')} className="flex flex-column gap-1 mb-3">
        {() => <DayInput inputId="add-expiredDate" path="expiredDate" value={expiredDate} onValue={setExpiredDate} className="w-full" />}
      </FormField>
    </ActionDialog>
  );
}
