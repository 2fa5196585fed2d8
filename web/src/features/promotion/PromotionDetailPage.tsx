// /management/promotion/:promotionIdx ('new' creates): view ⇄ edit, save, and delete (confirmed
// first; GET /promotion/delete/{promotionIdx}, see docs/decisions.md).
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { promotionEndpoints } from '@contract/endpoints/promotion';
import { useBackendToday } from '../../core/backendClock';
import { useCan } from '../../core/useCan';
import { useCommonStore } from '../../state/common';
import { useProductStore } from '../product/store';
import { usePromotionStore } from './store';
import { EditableDetail, ViewActions } from '../../ui/DetailFrame';
import { useDetailEditor } from '../../ui/useDetailEditor';
import { useOrgTree } from '../../ui/useOrgTree';
import { PromotionForm } from './PromotionForm';
import {
  emptyPromotionForm,
  moveDefaultDates,
  PROMOTION_PATH,
  promotionFormToBody,
  promotionToForm,
} from './promotionForm';
import { PromotionView } from './PromotionView';

export default function PromotionDetailPage() {
  const { t } = useTranslation();
  const { promotionIdx: param = '' } = useParams();
  const caller = useCommonStore((s) => s.user);
  const { tree } = useOrgTree();
  const store = usePromotionStore();
  const { detail, fetchDetail, save, remove } = store;
  const masterList = useProductStore((s) => s.masterList);
  const canUpdate = useCan('promotion', 'update');
  const canDelete = useCan('promotion', 'delete');
  const record = detail && param !== 'new' && detail.promotionIdx === Number(param) ? detail : null;
  // Internal staff name the company of a new promotion; a partner's are its own company's.
  const picksCompany = param === 'new' && caller?.authType === 'ADMIN';
  // A new promotion starts tomorrow on the back end's clock; `formDay` is the day its form was made for.
  const today = useBackendToday();
  const formDay = useRef(today);
  const editor = useDetailEditor({
    param,
    listPath: PROMOTION_PATH,
    record,
    emptyForm: () => {
      formDay.current = today;
      return emptyPromotionForm(caller?.authType === 'ADMIN' ? null : (caller?.companyIdx ?? null), dayjs(today));
    },
    toForm: promotionToForm,
    fetch: fetchDetail,
    toBody: (form, idx) => promotionFormToBody(form, idx, { sendsCompany: picksCompany }),
    schema: promotionEndpoints.store.body,
    save,
    savedIdx: () => usePromotionStore.getState().detail?.promotionIdx ?? null,
    remove,
    confirmDeleteMessage: t('promotion.confirmDelete', { name: record?.promotionName ?? '' }),
  });

  // The simulated clock arrived (or moved past midnight): untouched default dates follow it.
  const { isNew, setForm } = editor;
  useEffect(() => {
    if (!isNew || formDay.current === today) return;
    const from = dayjs(formDay.current);
    formDay.current = today;
    setForm((form) => moveDefaultDates(form, from, dayjs(today)));
  }, [isNew, today, setForm]);

  // The product picker is needed only while editing.
  useEffect(() => {
    if (editor.editing) void useProductStore.getState().fetchMasterList({});
  }, [editor.editing]);
  const companyIdx = editor.form.companyIdx;
  const products = useMemo(() => masterList.filter((p) => p.companyIdx === null || p.companyIdx === companyIdx), [masterList, companyIdx]);

  return (
    <EditableDetail
      editor={editor}
      record={record}
      phase={store}
      newTitle={t('promotion.newTitle')}
      form={(props) => (
        <PromotionForm
          {...props}
          picksCompany={picksCompany}
          tree={tree}
          products={products}
        />
      )}
      view={(record) => (
        <div className="flex flex-column gap-4">
          <PromotionView promotion={record} />
          <ViewActions onEdit={canUpdate ? editor.startEdit : undefined} onDelete={canDelete ? editor.confirmDelete : undefined} onBack={editor.backToList} />
        </div>
      )}
    />
  );
}
