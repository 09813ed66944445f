import type { MenuProduct } from '../../domain/model/menu.ts';
import { useText } from '../i18n/use-text.ts';
import { DietaryBadges } from './dietary/DietaryBadges.tsx';
import { imageAttributes, type ImagePriority } from './image-priority.ts';
import { ProductPrice } from './ProductPrice.tsx';
import { useLocalName, useLocalText } from './use-local-name.ts';

/**
 * One dish. The whole card is one button (one tab stop, one name for a screen reader, its
 * dietary badges included); the
 * image box has its final size before the image arrives, so nothing below it jumps. The image
 * loads lazily unless the list says it is on the first screen (image-priority.ts).
 */
export const ProductCard = ({
  product,
  onOpen,
  imagePriority,
}: {
  readonly product: MenuProduct;
  readonly onOpen: (product: MenuProduct) => void;
  readonly imagePriority?: ImagePriority | undefined;
}) => {
  const t = useText();
  const name = useLocalName();
  const local = useLocalText();
  const description = local(product.descriptionI18n, product.description);
  return (
    <li className="product-card" data-product-id={product.id}>
      <button
        type="button"
        className="product-card__button"
        disabled={product.soldOut}
        onClick={() => onOpen(product)}
      >
        <span className="product-card__text">
          <span className="product-card__name">{name(product)}</span>
          {description === '' ? null : (
            <span className="product-card__description">{description}</span>
          )}
          <DietaryBadges facts={product} />
          <span className="product-card__price">
            {product.soldOut ? (
              <span className="badge badge--muted">{t('menu.soldOut')}</span>
            ) : (
              <ProductPrice product={product} />
            )}
          </span>
        </span>
        <span className="product-card__image">
          {product.img === '' ? null : (
            <img
              src={product.img}
              alt=""
              width="96"
              height="96"
              decoding="async"
              {...imageAttributes(imagePriority)}
            />
          )}
        </span>
      </button>
    </li>
  );
};
