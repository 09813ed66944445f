import { useMemo, useState } from 'react';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { CartBar } from '../cart/CartBar.tsx';
import { PageState } from '../components/PageState.tsx';
import { categorySectionId, CategoryNav } from '../menu/CategoryNav.tsx';
import { imagePriorities } from '../menu/image-priority.ts';
import { ProductCard } from '../menu/ProductCard.tsx';
import { ProductSheet } from '../menu/ProductSheet.tsx';
import { TableBar } from '../menu/TableBar.tsx';
import { useActiveCategory } from '../menu/use-active-category.ts';
import { useLocalName } from '../menu/use-local-name.ts';
import { useMenu } from '../menu/use-menu.ts';
import { useIdParam } from '../routing/use-params.ts';

/** The menu and order page: categories that follow the scroll, dishes, the table's cart. */
const OrderPage = () => {
  const merchantId = useIdParam('merchantId');
  const name = useLocalName();
  const { menu, stale } = useMenu(merchantId);
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const categories = stale ? [] : menu.categories;
  const active = useActiveCategory(categories.map(categorySectionId));
  const priorities = useMemo(
    () => imagePriorities(categories.flatMap((category) => category.products)),
    [categories],
  );

  if (stale || menu.status !== 'success' || menu.categories.length === 0)
    return (
      <section className="page">
        <PageState status={stale ? 'pending' : menu.status} empty="state.emptyMenu" />
      </section>
    );
  return (
    <div className="menu-page">
      <TableBar />
      <CategoryNav categories={categories} active={active} />
      {categories.map((category) => {
        const id = categorySectionId(category);
        return (
          <section
            key={category.id}
            id={id}
            className="menu-section"
            aria-labelledby={`${id}-title`}
          >
            <h2 id={`${id}-title`} className="section-title" tabIndex={-1}>
              {name(category)}
            </h2>
            <ul className="product-grid">
              {category.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  onOpen={setOpen}
                  imagePriority={priorities.get(product.id)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <CartBar />
      {open === null ? null : <ProductSheet product={open} onClose={() => setOpen(null)} />}
    </div>
  );
};

export default OrderPage;
