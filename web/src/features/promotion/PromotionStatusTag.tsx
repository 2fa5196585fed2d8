// Where a promotion stands (scheduled, running, over) as a coloured label.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { enumLabel } from '../../ui/enumLabel';

const TONE = { SCHEDULED: 'info', ACTIVE: 'success', ENDED: 'secondary' } as const;

export function PromotionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag value={enumLabel(t, 'promotionStatus', status)} severity={TONE[status as keyof typeof TONE]} data-status={status} />;
}
