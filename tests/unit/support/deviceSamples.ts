// Sample device-area records (devices, trays, fault notices, self-checks, door openings, the
// dashboard) for the device, history, dashboard and auto-refresh tests.
import type { z } from 'zod';
import type { DashboardInfo, Device, Tray, doorOpen, faultNotice, selfCheck } from '@contract';

type FaultNotice = z.infer<typeof faultNotice>;
type SelfCheck = z.infer<typeof selfCheck>;
type DoorOpen = z.infer<typeof doorOpen>;

export function sampleDevice(deviceIdx: number, overrides: Partial<Device> = {}): Device {
  return {
    deviceIdx,
    divisionIdx: 11,
    divisionName: 'Gangnam',
    companyIdx: 1,
    companyName: 'Hanaro Foods',
    deviceName: `Fridge ${deviceIdx}`,
    serialNumber: `SN-${deviceIdx}`,
    deviceType: 'AI_FRIDGE',
    provider: 'TC',
    model: 'AF-200',
    firmwareVersion: '2.1.0',
    status: 'ONLINE',
    zipCode: '06236',
    address: 'Seoul Gangnam-daero 1',
    divisionAddressDetail: 'B1',
    addressDetail: 'by the lift',
    trayCount: 2,
    reportAt: '2024-05-06 07:08:09',
    online: true,
    signalDbm: -61,
    temperature: 3.5,
    openFaultCount: 0,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}

export function sampleTray(trayIdx: number, trayNo: number, overrides: Partial<Tray> = {}): Tray {
  return {
    trayIdx,
    deviceIdx: 5,
    trayNo,
    trayName: `Shelf ${trayNo}`,
    setTemperature: 4,
    maxCapacity: 20,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-01-02 10:11:12',
    ...overrides,
  };
}

export function sampleFault(noticeIdx: number, overrides: Partial<FaultNotice> = {}): FaultNotice {
  return {
    noticeIdx,
    deviceIdx: 5,
    deviceName: 'Fridge 5',
    divisionName: 'Gangnam',
    serialNumber: 'SN-5',
    component: 'REFRIGERATION',
    faultCode: 'REFRIGERATION_COMPRESSOR',
    severity: 'CRITICAL',
    state: 'OPEN',
    description: 'The compressor stopped',
    address: 'Seoul Gangnam-daero 1',
    addressDetail: 'B1',
    reportAt: '2024-05-06 06:00:00',
    resolvedAt: null,
    createdDate: '2024-05-06 06:00:00',
    updatedDate: '2024-05-06 06:00:00',
    ...overrides,
  };
}

export function sampleSelfCheck(selfCheckIdx: number, overrides: Partial<SelfCheck> = {}): SelfCheck {
  return {
    selfCheckIdx,
    deviceIdx: 5,
    deviceName: 'Fridge 5',
    divisionName: 'Gangnam',
    passed: false,
    results: [
      { component: 'PAYMENT', passed: true, detail: 'OK' },
      { component: 'REFRIGERATION', passed: false, detail: 'REFRIGERATION_COMPRESSOR' },
    ],
    address: 'Seoul Gangnam-daero 1',
    addressDetail: 'B1',
    reportAt: '2024-05-06 03:00:00',
    createdDate: '2024-05-06 03:00:00',
    updatedDate: '2024-05-06 03:00:00',
    ...overrides,
  };
}

export function sampleDoorOpen(doorOpenIdx: number, overrides: Partial<DoorOpen> = {}): DoorOpen {
  return {
    doorOpenIdx,
    deviceIdx: 5,
    deviceName: 'Fridge 5',
    divisionName: 'Gangnam',
    openType: 'CARD',
    openAt: '2024-05-06 12:00:00',
    closeAt: '2024-05-06 12:01:35',
    paymentIdx: 900,
    address: 'Seoul Gangnam-daero 1',
    addressDetail: 'B1',
    reportAt: '2024-05-06 12:01:35',
    createdDate: '2024-05-06 12:01:35',
    updatedDate: '2024-05-06 12:01:35',
    ...overrides,
  };
}

export function sampleDashboard(overrides: Partial<DashboardInfo> = {}): DashboardInfo {
  return {
    companyCount: 3,
    divisionCount: 7,
    deviceCount: 20,
    onlineDeviceCount: 16,
    offlineDeviceCount: 2,
    faultDeviceCount: 1,
    maintenanceDeviceCount: 1,
    connectedDeviceCount: 18,
    openFaultCount: 4,
    openFaultsBySeverity: { INFO: 1, WARNING: 2, CRITICAL: 1 },
    todayPaymentCount: 1234,
    todaySalesAmount: 2345600,
    lowStockCount: 6,
    temperatureAlertCount: 2,
    expiringSoonCount: 9,
    salesByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 12 ? 30 : 0, amount: hour === 12 ? 45000 : 0 })),
    recentFaults: [{ noticeIdx: 1, deviceName: 'Fridge A', divisionName: 'Gangnam', component: 'REFRIGERATION', severity: 'CRITICAL', state: 'OPEN', reportAt: '2024-05-06 06:00:00' }],
    recentDoorOpens: [
      { doorOpenIdx: 8, deviceIdx: 5, deviceName: 'Fridge B', divisionName: 'Seocho', openType: 'EMPLOYEE', openAt: '2024-05-06 07:30:00', closeAt: '2024-05-06 07:40:00', paymentIdx: null },
    ],
    generatedAt: '2024-05-06 07:08:09',
    ...overrides,
  };
}
