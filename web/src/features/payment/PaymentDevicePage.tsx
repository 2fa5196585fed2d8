// /management/payment/history/:deviceIdx: one device's payments, under the device's header.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BackToListButton } from '../../ui/DetailFrame';
import { DeviceHeader } from '../device/DeviceHeader';
import { useDeviceOfRoute } from '../device/useDeviceOfRoute';
import { PaymentList } from './PaymentList';
import { PAYMENT_PATH } from './paymentQuery';
import { listUrl } from '../../ui/list/listPlace';

export default function PaymentDevicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceIdx, device } = useDeviceOfRoute();
  if (deviceIdx === null) return <BackToListButton onClick={() => navigate(listUrl(PAYMENT_PATH))} />;
  return (
    <div className="flex flex-column gap-3">
      {device && <DeviceHeader device={device} link />}
      <PaymentList key={deviceIdx} deviceIdx={deviceIdx} label={device ? t('payment.deviceTitle', { device: device.deviceName }) : t('titles.paymentHistoryDetail')} />
      <div>
        <BackToListButton onClick={() => navigate(listUrl(PAYMENT_PATH))} />
      </div>
    </div>
  );
}
