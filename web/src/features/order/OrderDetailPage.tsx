// /management/order/:productOrderIdx ('new' creates): view ⇄ edit of a REQUESTED order (lines,
// memo; save: 'Order saved' / 'Order save failed'), and its two ends, each confirmed first:
// received (every line is added to the division's warehouse stock) or canceled. Received and
// canceled orders are read-only. Orders are not deleted (the catalog has no delete call).
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { orderEndpoints } from '@contract/endpoints/order';
import { useOrderStore, type ProductOrder } from './store';
import { useProductStore } from '../product/store';
import { confirmAction } from '../../ui/confirmAction';
import { BackToListButton, EditableDetail } from '../../ui/DetailFrame';
import { showOutcome } from '../../ui/MessageDialog';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { OrderForm } from './OrderForm';
import { emptyOrderForm, ORDER_PATH, orderCount, orderFormToBody, orderToForm, productCount } from './orderForm';
import { OrderView } from './OrderView';

function noDelete(): never {
  throw new Error('purchase orders are canceled, not deleted');
}

export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { productOrderIdx: param = '' } = useParams();
  const { tree } = useOrgTree();
  const store = useOrderStore();
  const { detail, fetchDetail, save, changeStatus } = store;
  const masterList = useProductStore((s) => s.masterList);
  const record = detail && param !== 'new' && detail.productOrderIdx === Number(param) ? detail : null;
  const editor = useDetailEditor({
    param,
    listPath: ORDER_PATH,
    record,
    emptyForm: emptyOrderForm,
    toForm: orderToForm,
    fetch: fetchDetail,
    toBody: orderFormToBody,
    schema: orderEndpoints.store.body,
    save,
    savedIdx: () => useOrderStore.getState().detail?.productOrderIdx ?? null,
    remove: noDelete,
    confirmDeleteMessage: '',
  });

  // The product picker is needed only while editing.
  useEffect(() => {
    if (editor.editing) void useProductStore.getState().fetchMasterList({});
  }, [editor.editing]);
  const companyIdx = tree.find((c) => c.divisionList.some((d) => d.divisionIdx === editor.form.divisionIdx))?.companyIdx;
  const products = useMemo(
    () => masterList.filter((p) => p.companyIdx === null || companyIdx === undefined || p.companyIdx === companyIdx),
    [masterList, companyIdx],
  );

  function finish(order: ProductOrder, next: 'RECEIVED' | 'CANCELED') {
    const receiving = next === 'RECEIVED';
    confirmAction({
      acceptLabel: t(receiving ? 'order.receive' : 'order.cancelOrder'),
      message: receiving
        ? t('order.confirmReceive', { units: orderCount(order.productList), products: productCount(order.productList), division: order.divisionName })
        : t('order.confirmCancel'),
      onAccept: async () => {
        if (await showOutcome(await changeStatus(order, next))) void fetchDetail(order.productOrderIdx);
      },
    });
  }

  const open = record?.status === 'REQUESTED';
  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('order.newTitle')}
      form={(props) => (
        <OrderForm
          {...props}
          isNew={editor.isNew}
          tree={tree}
          products={products}
          savedLines={record?.productList ?? []}
        />
      )}
      view={(record) => (
        <div className="flex flex-column gap-3">
          <OrderView order={record} />
          {open && <small className="text-600">{t('order.receiveHint', { division: record.divisionName })}</small>}
          <div className="flex gap-2 flex-wrap">
            {open && <Button type="button" label={t('actions.edit')} icon="pi pi-pencil" onClick={editor.startEdit} />}
            {open && <Button type="button" label={t('order.receive')} icon="pi pi-download" severity="success" onClick={() => finish(record, 'RECEIVED')} />}
            {open && <Button type="button" label={t('order.cancelOrder')} icon="pi pi-ban" severity="danger" outlined onClick={() => finish(record, 'CANCELED')} />}
            <BackToListButton onClick={editor.backToList} />
          </div>
        </div>
      )}
    />
  );
}
