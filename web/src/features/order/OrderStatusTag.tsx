// An order's status as a coloured label.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { enumLabel } from '../../ui/enumLabel';

const TONE = { REQUESTED: 'info', RECEIVED: 'success', CANCELED: 'secondary' } as const;

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag value={enumLabel(t, 'orderStatus', status)} severity={TONE[status as keyof typeof TONE]} data-status={status} />;
}
