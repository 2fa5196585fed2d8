// /management/failNotice/:noticeIdx: the notice, its device, and that device's other recent faults.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Divider } from 'primereact/divider';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useDeviceStore } from '../store';
import { BackToListButton, DetailFrame } from '../../../ui/DetailFrame';
import { enumLabel } from '../../../ui/enumLabel';
import { FieldView } from '../../../ui/FieldView';
import { formatDate, fullAddress } from '../../../ui/format';
import { DeviceHeader } from '../DeviceHeader';
import { FaultStateTag, SeverityTag } from '../../../ui/DeviceTags';
import { FaultTable } from './FaultTable';
import { paths } from '../../../core/paths';
import { listUrl } from '../../../ui/list/listPlace';

const LIST_PATH = paths.failNotice();
/** How many of the device's other notices are shown. */
const OTHER_FAULTS = 10;

export default function FailNoticeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { noticeIdx: param = '' } = useParams();
  const noticeIdx = Number(param);
  const { notice, noticeIdx: answeredFor, detail, faults, status, message, fetchNotice, fetchDetail, fetchFaults } = useDeviceStore();

  useEffect(() => {
    if (Number.isSafeInteger(noticeIdx) && noticeIdx > 0) void fetchNotice(noticeIdx);
  }, [noticeIdx, fetchNotice]);
  const deviceIdx = notice?.noticeIdx === noticeIdx ? notice.deviceIdx : null;
  useEffect(() => {
    if (deviceIdx === null) return;
    void fetchDetail(deviceIdx);
    void fetchFaults({ deviceIdx });
  }, [deviceIdx, fetchDetail, fetchFaults]);

  const record = notice && notice.noticeIdx === noticeIdx ? notice : null;
  const notFound = answeredFor === noticeIdx && record === null ? t('failNotice.notFound') : null;
  const failure = notFound ?? (status === 'FAIL' && !record ? message : null);
  const device = detail && detail.deviceIdx === deviceIdx ? detail : null;
  const others = faults.filter((f) => f.deviceIdx === deviceIdx && f.noticeIdx !== noticeIdx).slice(0, OTHER_FAULTS);
  const back = () => navigate(listUrl(LIST_PATH));

  return (
    <DetailFrame ready={record !== null} failure={failure} onBack={back}>
      {record && (
        <div className="flex flex-column gap-3">
          <FieldView
            testId="fault-notice-view"
            record={record}
            rows={[
              ['device', record.deviceName],
              'serialNumber',
              ['component', enumLabel(t, 'component', record.component)],
              ['faultCode', `${enumLabel(t, 'faultCode', record.faultCode)} (${record.faultCode})`],
              ['severity', <SeverityTag severity={record.severity} />],
              ['state', <FaultStateTag state={record.state} />],
              'description',
              ['fullAddress', fullAddress(record.address, record.addressDetail)],
              ['faultReportAt', formatDate(record.reportAt, DATE_TIME_FORMAT)],
              ['resolvedAt', formatDate(record.resolvedAt, DATE_TIME_FORMAT)],
            ]}
          />
          <div>
            <BackToListButton onClick={back} />
          </div>
          <Divider />
          <h2 className="text-lg m-0">{t('failNotice.deviceTitle')}</h2>
          {device && <DeviceHeader device={device} link />}
          <h2 className="text-lg m-0 mt-2">{t('failNotice.otherFaults')}</h2>
          <FaultTable
            rows={others}
            label={t('failNotice.otherFaults')}
            withDevice={false}
            emptyMessage={t('failNotice.noOtherFaults')}
            onRowClick={(row) => navigate(paths.failNoticeDetail(row.noticeIdx))}
          />
        </div>
      )}
    </DetailFrame>
  );
}
