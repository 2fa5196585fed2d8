// The product's picture (or the placeholder) and, for whoever may change the record, an upload
// of a new one with its progress. Only raster pictures up to PRODUCT_IMAGE_LIMIT_BYTES are sent.
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGE_LIMIT_BYTES, PRODUCT_IMAGE_TYPES } from '@contract/entities';
import { useProductStore, type ProductMasterDetail } from './store';
import { useUiStore } from '../../state/ui';
import { formatFileSize } from '../../ui/format';
import { showOutcome } from '../../ui/MessageDialog';
import { UploadButton } from '../../ui/UploadButton';
import { ProductImage } from '../../ui/ProductImage';

/** Why a file cannot be the product's picture, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'imageType' | 'imageTooLarge' | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  return file.size > PRODUCT_IMAGE_LIMIT_BYTES ? 'imageTooLarge' : null;
}

export function ProductImagePanel({ product, canChange }: { product: ProductMasterDetail; canChange: boolean }) {
  const { t } = useTranslation();
  const upload = useProductStore((s) => s.upload);

  async function send(file: File) {
    const problem = imageProblem(file);
    if (problem) {
      await useUiStore.getState().showMessage(t(`product.${problem}`, { name: file.name, size: formatFileSize(PRODUCT_IMAGE_LIMIT_BYTES) }));
      return;
    }
    const { uploadFile, fetchMasterDetail } = useProductStore.getState();
    const result = await uploadFile(product.productIdx, 'IMAGE', file);
    // The picture's new address comes with the record.
    if (result.ok) void fetchMasterDetail(product.productIdx);
    await showOutcome(result);
  }

  return (
    <section className="flex flex-column gap-2 align-items-start" data-testid="product-image-panel" aria-label={t('fields.image')}>
      <ProductImage imgFullPath={product.imgFullPath} productName={product.productName} size={10} />
      {canChange && (
        <UploadButton
          onFile={send}
          progress={upload?.kind === 'IMAGE' ? upload : null}
          disabled={upload !== null}
          label={t('product.uploadImage')}
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          maxBytes={PRODUCT_IMAGE_LIMIT_BYTES}
          testId="image-upload"
        />
      )}
    </section>
  );
}
