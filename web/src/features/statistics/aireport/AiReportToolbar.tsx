// The filters above an AI report: org tree down to a device, the period and, for rankings, how
// many products to show; a screen adds its own after them.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { ListToolbar } from '../../../ui/ListToolbar';
import { OrgFilter } from '../../../ui/OrgSelector';
import { SelectField } from '../../../ui/SelectField';
import type { Period } from '../../sales/salesPeriod';
import { RANK_SIZES } from './aiReportQuery';

interface Props {
  period?: Period;
  size?: number;
  update: (patch: Record<string, string>) => void;
  children?: ReactNode;
}

/** Memoised: a report's answers coming in do not draw the filters again. */
export const AiReportToolbar = memo(function AiReportToolbar({ period, size, update, children }: Props) {
  const { t } = useTranslation();
  return (
    <ListToolbar>
      <OrgFilter level="device" />
      {period && <DateRangeFilter startDate={period.startDate} endDate={period.endDate} onChange={(range) => update(range)} />}
      {size !== undefined && (
        <SelectField
          id="report-size"
          className=""
          label={t('aiReport.size')}
          value={String(size)}
          options={RANK_SIZES.map((n) => ({ value: n, label: t('aiReport.sizeOption', { count: Number(n) }) }))}
          onValue={(value) => update({ size: value ?? '' })}
        />
      )}
      {children}
    </ListToolbar>
  );
});
