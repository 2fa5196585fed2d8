// Edit form of one purchase order: the division it goes to (new orders), its lines — a product
// from the master list and a count, with unit cost and amount — and a memo; totals below. Each
// problem shows under its field or line (ui/form).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import type { TreeCompany } from '@contract/entities';
import { useLanguage } from '../../i18n';
import type { OrderLine } from './store';
import type { ProductMaster } from '../product/store';
import { formatWon } from '../../ui/format';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { RecordForm } from '../../ui/FormGrid';
import { DivisionSelect } from '../../ui/OrgFields';
import { divisionOptions } from '../../ui/orgSelection';
import { TextField } from '../../ui/TextField';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { FieldInput, FieldError, useFieldProblem } from '../../ui/form';
import { linePaths, newLine, orderAmount, orderCount, pricedLines, productCount, type OrderFormValues, type PricedLine } from './orderForm';
import { RemoveRowButton } from '../../ui/RemoveRowButton';

/** `onChange` is used as a state setter: the table's cells may be rendered from an older form, so every change is an update of the newest. */
interface Props extends DetailFormProps<OrderFormValues> {
  isNew: boolean;
  tree: readonly TreeCompany[];
  /** Products that can be ordered for the division (its company's and the shared catalog). */
  products: readonly ProductMaster[];
  /** The saved order's lines (their unit costs stand). */
  savedLines: readonly OrderLine[];
}

/** The problem of the order's lines as a whole (none picked, too many). */
function LinesProblem() {
  const field = useFieldProblem('productList', 'order-lines');
  return <FieldError id="order-lines" error={field.error} />;
}

export function OrderForm({ values, onChange, onSubmit, onCancel, saving, isNew, tree, products, savedLines }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const set = (patch: Partial<OrderFormValues>) => onChange((v) => ({ ...v, ...patch }));
  const setLines = (change: (lines: OrderFormValues['lines']) => OrderFormValues['lines']) => onChange((v) => ({ ...v, lines: change(v.lines) }));
  const setLine = (key: string, patch: Partial<OrderFormValues['lines'][number]>) => setLines((lines) => lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const priced = pricedLines(values, products, savedLines);
  const options = useMemo(() => products.map((p) => ({ value: p.productIdx, label: p.productName })), [products]);
  const divisions = useMemo(() => divisionOptions(tree), [tree]);
  const paths = linePaths(values.lines);

  return (
    <RecordForm label={t('titles.orderDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving} className="flex flex-column gap-3">
      {isNew ? (
        <div className="md:w-6">
          <DivisionSelect tree={tree} value={values.divisionIdx} onValue={(divisionIdx) => set({ divisionIdx })} placeholder={t('order.pickDivision')} />
        </div>
      ) : (
        // An order stays with its division.
        <p className="m-0 font-medium" data-testid="order-division">
          {divisions.find((d) => d.value === values.divisionIdx)?.label ?? `#${values.divisionIdx}`}
        </p>
      )}
      {/* Cells are not memoised: they read the form and the product list, not only their row. */}
      <DataTable value={priced} dataKey="key" size="small" cellMemo={false} aria-label={t('order.lines')} emptyMessage={t('order.noLines')}>
        <Column
          header={t('fields.productName')}
          body={(row: PricedLine) => (
            <Dropdown
              value={row.productIdx}
              options={options}
              onChange={(e) => setLine(row.key, { productIdx: (e.value ?? null) as number | null })}
              placeholder={t('inventory.pickProduct')}
              filter
              aria-label={t('order.lineProduct', { no: priced.indexOf(row) + 1 })}
              className="w-full md:w-20rem"
            />
          )}
        />
        <Column
          header={t('fields.count')}
          style={{ width: '8rem' }}
          body={(row: PricedLine) => (
            <FieldInput
              id={`${row.key}-count`}
              path={paths[priced.indexOf(row)] ? `${paths[priced.indexOf(row)]}.count` : undefined}
              value={row.countText}
              onValue={(count) => setLine(row.key, { count })}
              keyfilter="int"
              {...FIELD_BOUNDS.units}
              aria-label={t('order.lineCount', { no: priced.indexOf(row) + 1 })}
            />
          )}
        />
        <Column header={t('fields.unitCost')} body={(row: PricedLine) => formatWon(row.cost, lang)} className="text-right" />
        <Column header={t('fields.amount')} body={(row: PricedLine) => formatWon(row.cost * row.count, lang)} className="text-right" />
        <Column
          style={{ width: '4rem' }}
          body={(row: PricedLine) => (
            <RemoveRowButton label={t('order.removeLine', { no: priced.indexOf(row) + 1 })} onRemove={() => setLines((lines) => lines.filter((line) => line.key !== row.key))} />
          )}
        />
      </DataTable>
      <LinesProblem />
      <div className="flex align-items-center gap-3 flex-wrap">
        <Button type="button" label={t('order.addLine')} icon="pi pi-plus" outlined onClick={() => setLines((lines) => [...lines, newLine()])} />
        <span data-testid="order-totals">
          {t('order.totals', {
            products: productCount(priced.filter((l) => l.productIdx !== null)),
            units: orderCount(priced),
            amount: formatWon(orderAmount(priced), lang),
          })}
        </span>
      </div>
      <TextField id="memo" label={t('fields.memo')} value={values.memo} onValue={(memo) => set({ memo })} />
    </RecordForm>
  );
}
