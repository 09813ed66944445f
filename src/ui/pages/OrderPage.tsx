import { useEffect } from 'react';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { PageState } from '../components/PageState.tsx';
import { Money } from '../i18n/format.tsx';
import { useIdParam } from '../routing/use-params.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

const ProductRow = ({ product }: { readonly product: MenuProduct }) => {
  const { locale } = useRouteInfo();
  return (
    <li className="product-row">
      <span>{product.nameI18n[locale] || product.name}</span>
      <span className="product-row__price">
        <Money amount={product.price} />
      </span>
    </li>
  );
};

/**
 * The menu as the worker holds it, plainly listed. The journey work turns this into the real
 * order page (category navigation, product cards and sheet, the shared cart).
 */
const OrderPage = () => {
  const commands = useCommands();
  const { locale } = useRouteInfo();
  const merchantId = useIdParam('merchantId');
  const menu = useReadModel('menu');
  const stale = menu.merchantId !== merchantId;
  useEffect(() => {
    if (menu.status === 'idle' || (stale && menu.status !== 'pending')) void commands.loadMenu();
  }, [commands, menu.status, stale]);

  if (stale || menu.status !== 'success' || menu.categories.length === 0)
    return (
      <section className="page">
        <PageState status={stale ? 'pending' : menu.status} empty="state.emptyMenu" />
      </section>
    );
  return (
    <section className="page">
      {menu.categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`} className="section-title">
            {category.nameI18n[locale] || category.name}
          </h2>
          <ul className="product-list">
            {category.products.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
};

export default OrderPage;
