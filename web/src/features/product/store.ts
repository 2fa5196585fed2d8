// State area `product` (spec §3): the product master (list, one record with its attachments,
// image and attachment uploads, downloads), stock held by devices and warehouses (inventory and
// product lists), a placed product's transactions, stock movements, and the warehouses
// themselves. Spec §4: adding a product to a tray that answers 0 sets `addStatus`; the product
// list and the file-download state can be reset.
import { api } from '@contract/api-routes';
import { productAttachment as attachmentSchema, productMaster as masterSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import type { Division, ProductMaster } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';
import { exportPageSpec } from '../../state/recordSpecs';
import { downloadActions, idleDownload, type DownloadState } from '../../state/fileDownload';
import type { UploadProgress } from '../../state/fileDownload';

export type ProductMasterDetail = ResponseOf<typeof api.product.info>['data'];
export type ProductAttachment = ProductMasterDetail['attachmentList'][number];
/** A product held by a device (on a tray or off display) or by a warehouse, with its stock. */
export type ProductMapping = ResponseOf<typeof api.product.list>['data']['list'][number];
export type ProductTransaction = ResponseOf<typeof api.product.transactions>['data']['list'][number];
export type StockMovement = ResponseOf<typeof api.product.movements>['data']['list'][number];
export type { ProductMaster };

export type StockQuery = BodyOf<typeof api.product.list>;
export type StockSortField = NonNullable<StockQuery['sortField']>;
export type MasterListQuery = BodyOf<typeof api.product.masterList>;
export type MasterStoreBody = BodyOf<typeof api.product.masterStore>;
export type InventoryRow = BodyOf<typeof api.product.inventoryStoreAll>['inventoryList'][number];
export type AddProductBody = BodyOf<typeof api.product.addProduct>;
export type MigrateBody = BodyOf<typeof api.product.migrateStock>;
export type MovementQuery = BodyOf<typeof api.product.movements>;
export type ProductFileKind = BodyOf<typeof api.product.fileUpload>['kind'];

/** An upload in flight, and whether it is the image or an attachment (each has its own button). */
export interface ProductUpload extends UploadProgress {
  kind: ProductFileKind;
}

export interface ReadOptions {
  silent?: boolean;
}

export const useProductStore = createAreaStore(
  {
    masterList: [] as ProductMaster[],
    masterTotal: 0,
    masterDetail: null as ProductMasterDetail | null,
    /** product.list: warehouse stock, products off display … (the resettable product list). */
    list: [] as ProductMapping[],
    totalCount: 0,
    /** product.inventoryList: stock on devices (one device's, or a page of the whole fleet's). */
    inventory: [] as ProductMapping[],
    inventoryTotal: 0,
    /** The transactions of `transactionsFor` (a productMappingIdx). */
    transactions: [] as ProductTransaction[],
    transactionsFor: null as number | null,
    movements: [] as StockMovement[],
    /** Divisions of type WAREHOUSE in the caller's scope. */
    warehouses: [] as Division[],
    /** Spec §4: the last add-product-to-tray answered 0. */
    addStatus: false,
    upload: null as ProductUpload | null,
    download: idleDownload as DownloadState,
  },
  ({ run, set }) => ({
    fetchMasterList: (query: MasterListQuery = {}) =>
      run(
        {
          endpoint: api.product.masterList,
          kind: 'fetch',
          latest: 'masterList',
          everyPage: true,
          onSuccess: (d, r) => {
            d.masterList = r.data.list;
            d.masterTotal = r.data.totalCount;
          },
        },
        { body: query },
      ),
    fetchMasterDetail: (productIdx: number) =>
      run(
        {
          endpoint: api.product.info,
          kind: 'fetch',
          latest: 'masterDetail',
          onSuccess: (d, r) => void (d.masterDetail = r.data),
          onFailure: (d) => void (d.masterDetail = null),
        },
        { body: { productIdx } },
      ),
    /** Create (no productIdx) or update: 'Product saved', or 'Product save failed' and the server's reason. */
    saveMaster: (body: MasterStoreBody) =>
      run(
        {
          endpoint: api.product.masterStore,
          kind: 'save',
          successMessage: 'productSaved',
          failureMessage: 'productSaveFailed',
          onSuccess: (d, r) => {
            const saved = masterSchema.safeParse(r.data);
            if (!saved.success) return;
            const same = d.masterDetail?.productIdx === saved.data.productIdx ? d.masterDetail : null;
            d.masterDetail = { ...saved.data, attachmentList: same?.attachmentList ?? [], stockTotal: same?.stockTotal ?? 0, deviceCount: same?.deviceCount ?? 0 };
          },
        },
        { body },
      ),
    /** Multipart upload of the image (IMAGE) or a document (ATTACHMENT); `upload` follows its progress. */
    uploadFile: (productIdx: number, kind: ProductFileKind, file: File) => {
      set((d) => void (d.upload = { kind, fileName: file.name, percent: 0 }));
      return run(
        {
          endpoint: api.product.fileUpload,
          kind: 'save',
          onSuccess: (d, r) => {
            d.upload = null;
            const saved = attachmentSchema.safeParse(r.data);
            if (saved.success && saved.data.kind === 'ATTACHMENT' && d.masterDetail?.productIdx === productIdx) {
              d.masterDetail.attachmentList.unshift(saved.data);
            }
          },
          onFailure: (d) => void (d.upload = null),
        },
        {
          body: { productIdx, kind },
          files: { file },
          onUploadProgress: (percent) =>
            set((d) => {
              if (d.upload) d.upload.percent = percent;
            }),
        },
      );
    },
    ...downloadActions({ run, set }, api.product.fileDownload),

    /** product.list; the rows of another query are gone as soon as this one is asked. */
    fetchList: (query: StockQuery = {}) =>
      run(
        {
          endpoint: api.product.list,
          kind: 'fetch',
          latest: 'list',
          everyPage: true,
          onRequest: (d) => {
            d.list = [];
            d.totalCount = 0;
          },
          onSuccess: (d, r) => {
            d.list = r.data.list;
            d.totalCount = r.data.totalCount;
          },
        },
        { body: query },
      ),
    resetList: () =>
      set((d) => {
        d.list = [];
        d.totalCount = 0;
      }),
    fetchInventory: (query: StockQuery = {}, { silent }: ReadOptions = {}) =>
      run(
        {
          endpoint: api.product.inventoryList,
          kind: 'fetch',
          silent,
          latest: 'inventory',
          // One device's rows whole; the whole fleet's a page at a time (the body names it).
          everyPage: true,
          onSuccess: (d, r) => {
            d.inventory = r.data.list;
            d.inventoryTotal = r.data.totalCount;
          },
        },
        { body: query },
      ),
    /** A page of the inventory list for the CSV export; the rows on screen stay as they are. */
    fetchInventoryExportPage: (query: StockQuery) => run(exportPageSpec(api.product.inventoryList), { body: query }),
    /** The edited rows of one device, all or nothing: 'Inventory saved' or 'Inventory status save failed'. */
    storeInventory: (deviceIdx: number, inventoryList: InventoryRow[]) =>
      run(
        {
          endpoint: api.product.inventoryStoreAll,
          kind: 'save',
          successMessage: 'inventorySaved',
          failureMessage: 'inventorySaveFailed',
          onSuccess: (d, r) => {
            const saved = new Map((r.data ?? []).map((row) => [row.productMappingIdx, row]));
            if (!saved.size) return;
            d.inventory = d.inventory.map((row) => saved.get(row.productMappingIdx) ?? row);
            d.list = d.list.map((row) => saved.get(row.productMappingIdx) ?? row);
          },
        },
        { body: { deviceIdx, inventoryList } },
      ),
    /** Put a product on a tray: addStatus true on 0 (spec §4), else 'Product addition failed'. */
    addProduct: (body: AddProductBody) =>
      run(
        {
          endpoint: api.product.addProduct,
          kind: 'save',
          failureMessage: 'productAddFailed',
          onRequest: (d) => void (d.addStatus = false),
          onSuccess: (d) => void (d.addStatus = true),
        },
        { body },
      ),
    /** Take products off their device or warehouse; `discard` writes the stock left off first. */
    removeMappings: (productMappingIdxList: number[], discard: boolean) =>
      run(
        {
          endpoint: api.product.delete,
          kind: 'save',
          onSuccess: (d) => {
            const gone = new Set(productMappingIdxList);
            d.inventory = d.inventory.filter((row) => !gone.has(row.productMappingIdx));
            d.list = d.list.filter((row) => !gone.has(row.productMappingIdx));
          },
        },
        { body: { productMappingIdxList, discard } },
      ),
    migrateStock: (body: MigrateBody) => run({ endpoint: api.product.migrateStock, kind: 'save' }, { body }),
    fetchTransactions: (productMappingIdx: number) =>
      run(
        {
          endpoint: api.product.transactions,
          kind: 'fetch',
          latest: 'transactions',
          onRequest: (d) => {
            d.transactions = [];
            d.transactionsFor = productMappingIdx;
          },
          onSuccess: (d, r) => void (d.transactions = r.data.list),
        },
        { params: { productMappingIdx } },
      ),
    fetchMovements: (query: MovementQuery = {}) =>
      run(
        {
          endpoint: api.product.movements,
          kind: 'fetch',
          latest: 'movements',
          everyPage: true,
          onRequest: (d) => void (d.movements = []),
          onSuccess: (d, r) => void (d.movements = r.data.list),
        },
        { body: query },
      ),
    /** Warehouses are divisions of type WAREHOUSE (division.list). */
    fetchWarehouses: (query: { companyIdx?: number; divisionIdx?: number; keyword?: string } = {}) =>
      run(
        {
          endpoint: api.division.list,
          kind: 'fetch',
          latest: 'warehouses',
          everyPage: true,
          onSuccess: (d, r) => void (d.warehouses = r.data.list),
        },
        { body: { ...query, divisionType: 'WAREHOUSE' } },
      ),
  }),
);
