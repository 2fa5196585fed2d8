// The products on display on the picked kiosk, so a demo can sell a chosen product from the
// cockpit. Read through the inventory call (the same data the inventory screen shows); a failure
// leaves the list empty and the door still opens with the customer's own choice. Every page of it
// is gathered (a list call answers one page).
import { useEffect, useState } from 'react';
import { api } from '@contract/api-routes';
import type { ResponseOf } from '@contract/endpoint';
import { callEveryPage } from '../../api/call';

export type KioskProduct = ResponseOf<typeof api.product.inventoryList>['data']['list'][number];

export function useKioskProducts(deviceIdx: number | null, refreshKey: unknown): KioskProduct[] {
  const [products, setProducts] = useState<KioskProduct[]>([]);
  useEffect(() => {
    if (deviceIdx === null) return setProducts([]);
    let current = true;
    void callEveryPage(api.product.inventoryList, { body: { deviceIdx, placement: 'TRAY' } }, { loading: false }).then((outcome) => {
      if (current) setProducts(outcome.ok ? outcome.response.data.list.filter((p) => p.stock > 0) : []);
    });
    return () => {
      current = false;
    };
  }, [deviceIdx, refreshKey]);
  return products;
}
