// Move units of one product to another device or to a warehouse of the same company
// (product.migrateStock: a stock-out here, a stock-in there; on a device it arrives off display).
// The body is checked with the request's schema first, then that the units are there to move;
// each problem shows under its field.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { productEndpoints } from '@contract/endpoints/product';
import { figure } from '@contract/field-problems';
import { fieldProblem } from '@contract/rule-problems';
import { currentLanguage } from '../../../i18n';
import { useProductStore, type MigrateBody, type ProductMapping } from '../store';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { FIELD_BOUNDS } from '../../../ui/wholeNumber';
import { useOrgTree } from '../../../ui/useOrgTree';
import { ActionDialog, useDialogAction } from './ActionDialog';
import { numberOf } from '../productForm';
import { deviceTargets, warehouseTargets, type TargetKind } from './stockTargets';

interface Props {
  source: ProductMapping | null;
  /** Which kinds of target to offer (the first is picked). */
  kinds: readonly TargetKind[];
  onHide: () => void;
  /** After a move the server accepted. */
  onMoved: () => void;
}

export function MigrateStockDialog({ source, kinds, onHide, onMoved }: Props) {
  const { t } = useTranslation();
  const { tree } = useOrgTree();
  const warehouses = useProductStore((s) => s.warehouses);
  const [kind, setKind] = useState<TargetKind>(kinds[0] ?? 'device');
  const [target, setTarget] = useState<number | null>(null);
  const [count, setCount] = useState('');
  const { busy, run, problems } = useDialogAction(() => {
    onHide();
    onMoved();
  });

  const sourceIdx = source?.productMappingIdx ?? null;
  useEffect(() => {
    if (!source) return;
    setKind(kinds[0] ?? 'device');
    setTarget(null);
    setCount(String(source.stock));
    problems.reset();
    if (kinds.includes('warehouse')) void useProductStore.getState().fetchWarehouses({ companyIdx: source.companyIdx });
    // A new source opens a fresh dialog; `kinds` is a constant of the caller.
  }, [sourceIdx]);

  if (!source) return <Dialog visible={false} onHide={onHide} />;
  const options = kind === 'device' ? deviceTargets(tree, source) : warehouseTargets(warehouses, source);
  const targetPath = kind === 'device' ? 'toDeviceIdx' : 'toDivisionIdx';

  function move() {
    if (!source) return;
    // No target picked yet is null in the body: the check says it is required.
    const body = { fromProductMappingIdx: source.productMappingIdx, [targetPath]: target, count: numberOf(count) };
    if (!problems.check(productEndpoints.migrateStock.body, body)) return;
    // The schema cannot know the stock there is; the server refuses more, this says so beside the field.
    if (body.count > source.stock) return problems.show({ count: fieldProblem('count', 'atMost', currentLanguage(), { max: figure(source.stock) }).message });
    void run(() => useProductStore.getState().migrateStock(body as MigrateBody));
  }

  return (
    <ActionDialog
      visible
      onHide={onHide}
      header={t('migrate.title', { product: source.productName })}
      width={32}
      testId="migrate-dialog"
      action={{ label: t('migrate.move'), icon: 'pi pi-arrow-right', busy, onClick: move }}
      problems={problems}
    >
      <p className="mt-0 text-600">{t('migrate.from', { place: source.deviceName ?? source.divisionName, stock: source.stock })}</p>
      {kinds.length > 1 && (
        <SelectButton
          className="mb-3"
          value={kind}
          options={kinds.map((k) => ({ value: k, label: t(`migrate.to.${k}`) }))}
          onChange={(e) => {
            if (!e.value) return;
            setKind(e.value as TargetKind);
            setTarget(null);
            problems.clear(targetPath);
          }}
          aria-label={t('migrate.targetKind')}
        />
      )}
      <SelectField
        id="migrate-target"
        path={targetPath}
        label={t(`migrate.pick.${kind}`)}
        value={target}
        options={options}
        onValue={setTarget}
        placeholder={options.length ? t(`migrate.pick.${kind}`) : t(`migrate.none.${kind}`)}
        filter
      />
      <TextField id="migrate-count" path="count" label={t('migrate.count')} value={count} onValue={setCount} {...FIELD_BOUNDS.units} />
      <p className="text-sm text-600 mb-0">{t(`migrate.hint.${kind}`)}</p>
    </ActionDialog>
  );
}
