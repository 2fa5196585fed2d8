// A product's picture, or the placeholder (an inline drawing of a box, so it needs no file and
// no network) when imgFullPath is not an http(s) link. A link that fails to load falls back too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageLink } from './productImage';

interface Props {
  imgFullPath: string | null | undefined;
  productName: string;
  /** Edge length in rem. */
  size?: number;
}

export function ProductImage({ imgFullPath, productName, size = 2.5 }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string | null>(null);
  const box = { width: `${size}rem`, height: `${size}rem` };
  if (isImageLink(imgFullPath) && broken !== imgFullPath) {
    return (
      <img
        src={imgFullPath}
        alt={productName}
        style={{ ...box, objectFit: 'contain' }}
        className="border-round surface-100"
        loading="lazy"
        data-testid="product-image"
        onError={() => setBroken(imgFullPath)}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 48 48"
      style={box}
      role="img"
      aria-label={t('product.noImage', { name: productName })}
      data-testid="product-image-placeholder"
      className="border-round surface-100"
    >
      <path d="M24 9 39 16v16l-15 7-15-7V16z" fill="none" stroke="#9ca3af" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 16l15 7 15-7M24 23v16" fill="none" stroke="#9ca3af" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
