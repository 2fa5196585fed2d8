// /management/product/master/:productIdx ('new' creates): view ⇄ edit, save ('Product saved' /
// 'Product save failed'), the picture with its upload, and the product's documents. Master
// records are not deleted from the console (the catalog has no delete call; stock history refers
// to them).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { productEndpoints } from '@contract/endpoints/product';
import { useCan } from '../../core/useCan';
import { useCommonStore } from '../../state/common';
import { useProductStore } from './store';
import { BackToListButton, EditableDetail } from '../../ui/DetailFrame';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { Button } from 'primereact/button';
import { ProductAttachments } from './ProductAttachments';
import { ProductImagePanel } from './ProductImagePanel';
import { ProductMasterForm } from './ProductMasterForm';
import { ProductMasterView } from './ProductMasterView';
import { emptyProductForm, mayChangeProduct, picksOwner, PRODUCT_MASTER_PATH, productFormToBody, productToForm } from './productForm';

function noDelete(): never {
  throw new Error('product master records are not deleted from the console');
}

export default function ProductMasterDetailPage() {
  const { t } = useTranslation();
  const { productIdx: param = '' } = useParams();
  const caller = useCommonStore((s) => s.user);
  const { tree } = useOrgTree();
  const store = useProductStore();
  const { masterDetail, fetchMasterDetail, saveMaster } = store;
  const record = masterDetail && param !== 'new' && masterDetail.productIdx === Number(param) ? masterDetail : null;
  const editor = useDetailEditor({
    param,
    listPath: PRODUCT_MASTER_PATH,
    record,
    emptyForm: emptyProductForm,
    toForm: productToForm,
    fetch: fetchMasterDetail,
    toBody: (form, idx) => productFormToBody(form, idx, { authType: caller?.authType, current: record }),
    schema: productEndpoints.masterStore.body,
    save: saveMaster,
    savedIdx: () => useProductStore.getState().masterDetail?.productIdx ?? null,
    remove: noDelete,
    confirmDeleteMessage: '',
  });
  const canChange = useCan('productMaster', 'update') && record !== null && mayChangeProduct(caller, record);

  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('product.newTitle')}
      form={(props) => (
        <ProductMasterForm
          {...props}
          picksOwner={editor.isNew && picksOwner(caller?.authType)}
          tree={tree}
        />
      )}
      view={(record) => (
        <div className="flex flex-column gap-4">
          <div className="flex gap-4 flex-wrap align-items-start">
            <ProductImagePanel product={record} canChange={canChange} />
            <div className="flex-1" style={{ minWidth: '18rem' }}>
              <ProductMasterView product={record} />
            </div>
          </div>
          <div className="flex gap-2">
            {canChange && <Button type="button" label={t('actions.edit')} icon="pi pi-pencil" onClick={editor.startEdit} />}
            <BackToListButton onClick={editor.backToList} />
          </div>
          <ProductAttachments productIdx={record.productIdx} attachments={record.attachmentList} canChange={canChange} />
        </div>
      )}
    />
  );
}
