// Where a card's points come from: its division's reset policy (the balance is set to the policy's
// points at each reset, and a new card starts with them), with a link to the policy; a division
// without one grants nothing. Said on the card and on its form, so 8,000 P on a new card is no surprise.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../core/paths';
import { pointText } from '../../ui/points';
import { useEmployeeUidStore, type PointPolicy } from './store';

function useDivisionPolicy(divisionIdx: number | null): PointPolicy | undefined {
  const policy = useEmployeeUidStore((s) => (divisionIdx !== null && s.policyDivisionIdx === divisionIdx ? s.policy : undefined));
  useEffect(() => {
    if (divisionIdx !== null) void useEmployeeUidStore.getState().fetchPolicy(divisionIdx);
  }, [divisionIdx]);
  return policy;
}

export function PointPolicyNote({ divisionIdx, newCard = false }: { divisionIdx: number | null; newCard?: boolean }) {
  const { t } = useTranslation();
  const policy = useDivisionPolicy(divisionIdx);
  if (divisionIdx === null || policy === undefined) return null;
  let text: string;
  if (policy === null) text = t('employeeUid.noPolicy');
  else {
    const points = pointText(t, policy.resetPoint);
    const when =
      policy.resetCycle === 'DAILY'
        ? t('employeeUid.resetDaily')
        : policy.resetCycle === 'WEEKLY'
          ? t('employeeUid.resetWeekly', { weekday: t(`enums.weekday.${policy.resetDay}`) })
          : t('employeeUid.resetMonthly', { day: policy.resetDay });
    text = t(newCard ? 'employeeUid.policyNew' : 'employeeUid.policy', { points, when });
  }
  return (
    <small className="text-600 block mt-1" data-testid="point-policy">
      <i className="pi pi-info-circle mr-1" aria-hidden="true" />
      {text}{' '}
      <Link to={paths.divisionDetail(divisionIdx)}>{t('employeeUid.policyLink')}</Link>
    </small>
  );
}
