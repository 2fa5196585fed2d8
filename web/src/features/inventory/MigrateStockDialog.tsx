// Move units of one product to another device or to a warehouse of the same company
// (product.migrateStock: a stock-out here, a stock-in there; on a device it arrives off display).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useProductStore, type ProductMapping } from '../../state/product';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { useOrgTree } from '../../ui/useOrgTree';
import { ActionDialog, useDialogAction } from './ActionDialog';
import { deviceTargets, moveCount, warehouseTargets, type TargetKind } from './stockTargets';

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
  const [tried, setTried] = useState(false);
  const { busy, run } = useDialogAction(() => {
    onHide();
    onMoved();
  });

  const sourceIdx = source?.productMappingIdx ?? null;
  useEffect(() => {
    if (!source) return;
    setKind(kinds[0] ?? 'device');
    setTarget(null);
    setCount(String(source.stock));
    setTried(false);
    if (kinds.includes('warehouse')) void useProductStore.getState().fetchWarehouses({ companyIdx: source.companyIdx });
    // A new source opens a fresh dialog; `kinds` is a constant of the caller.
  }, [sourceIdx]);

  if (!source) return <Dialog visible={false} onHide={onHide} />;
  const options = kind === 'device' ? deviceTargets(tree, source) : warehouseTargets(warehouses, source);
  const units = moveCount(count, source.stock);

  function move() {
    setTried(true);
    if (!source || target === null || units === null) return;
    const from = source.productMappingIdx;
    void run(() => useProductStore.getState().migrateStock({ fromProductMappingIdx: from, ...(kind === 'device' ? { toDeviceIdx: target } : { toDivisionIdx: target }), count: units }));
  }

  return (
    <ActionDialog
      visible
      onHide={onHide}
      header={t('migrate.title', { product: source.productName })}
      width={32}
      testId="migrate-dialog"
      action={{ label: t('migrate.move'), icon: 'pi pi-arrow-right', busy, onClick: move }}
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
          }}
          aria-label={t('migrate.targetKind')}
        />
      )}
      <SelectField
        id="migrate-target"
        label={t(`migrate.pick.${kind}`)}
        value={target}
        options={options}
        onValue={setTarget}
        placeholder={options.length ? t(`migrate.pick.${kind}`) : t(`migrate.none.${kind}`)}
        filter
      />
      <TextField id="migrate-count" label={t('migrate.count')} value={count} onValue={setCount} {...FIELD_BOUNDS.units} />
      {tried && target === null && <Message severity="warn" text={t(`migrate.pick.${kind}`)} className="mb-2" />}
      {tried && units === null && <Message severity="warn" text={t('migrate.badCount', { stock: source.stock })} />}
      <p className="text-sm text-600 mb-0">{t(`migrate.hint.${kind}`)}</p>
    </ActionDialog>
  );
}
