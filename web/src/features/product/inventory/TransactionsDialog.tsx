// The stock history of one placed product (product.transactions), newest first, with the spec §9
// transaction labels (ADD stock-in, DISCARD stock-out, SALE sale, REFUND return, MANUAL manual
// update, NEW new registration).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useLanguage } from '../../../i18n';
import { useProductStore, type ProductMapping, type ProductTransaction } from '../store';
import { DataList } from '../../../ui/DataList';
import { transactionColumns } from './TransactionTag';

export function TransactionsDialog({ mapping, onHide }: { mapping: ProductMapping | null; onHide: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const transactions = useProductStore((s) => s.transactions);
  const transactionsFor = useProductStore((s) => s.transactionsFor);
  const [state, setState] = useState<{ loading: boolean; failure: string | null }>({ loading: false, failure: null });
  const mappingIdx = mapping?.productMappingIdx ?? null;

  useEffect(() => {
    if (mappingIdx === null) return;
    setState({ loading: true, failure: null });
    void useProductStore
      .getState()
      .fetchTransactions(mappingIdx)
      .then((result) => setState({ loading: false, failure: result.ok ? null : result.message }));
  }, [mappingIdx]);

  const columns = useMemo(() => transactionColumns<ProductTransaction>(t, lang), [t, lang]);

  const rows = mappingIdx !== null && transactionsFor === mappingIdx ? transactions : [];
  return (
    <Dialog
      visible={mapping !== null}
      onHide={onHide}
      header={mapping ? t('inventory.historyTitle', { product: mapping.productName, place: mapping.deviceName ?? mapping.divisionName }) : ''}
      style={{ width: 'min(56rem, 95vw)' }}
      data-testid="transactions-dialog"
    >
      {state.failure && <Message severity="error" text={state.failure} className="mb-2" />}
      <DataList<ProductTransaction>
        label={t('inventory.history')}
        rows={rows}
        dataKey="transactionIdx"
        loading={state.loading}
        emptyMessage={t('inventory.noHistory')}
        columns={columns}
        exportName={mapping ? `stock-history-${mapping.productMappingIdx}` : undefined}
      />
    </Dialog>
  );
}
