import { ItemMode } from '../../domain/model/enums.ts';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { isWeighed } from './choice.ts';

/** A card's price: points for a point item ('N Pts'), per weight unit for a weighed dish. */
export const ProductPrice = ({ product }: { readonly product: MenuProduct }) => {
  const t = useText();
  if (product.mode === ItemMode.PointExchange)
    return <>{t('menu.points', { points: product.pointsPrice })}</>;
  if (isWeighed(product))
    return (
      <>
        <Money amount={product.price} /> {t('menu.perWeightUnit')}
      </>
    );
  return <Money amount={product.price} />;
};
