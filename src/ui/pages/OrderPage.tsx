import { useMemo, useState } from 'react';
import { criteriaCount, filterCategories, NO_FILTER } from '../../domain/menu/dietary-filter.ts';
import type { MenuCategory, MenuProduct } from '../../domain/model/menu.ts';
import { CartBar } from '../cart/CartBar.tsx';
import { PageState } from '../components/PageState.tsx';
import { categorySectionId, CategoryNav } from '../menu/CategoryNav.tsx';
import { DietaryFilter, NoDietaryMatches } from '../menu/dietary/DietaryFilter.tsx';
import { useDietaryFilter } from '../menu/dietary/filter-store.ts';
import { imagePriorities } from '../menu/image-priority.ts';
import { ProductCard } from '../menu/ProductCard.tsx';
import { ProductSheet } from '../menu/ProductSheet.tsx';
import { TableBar } from '../menu/TableBar.tsx';
import { useActiveCategory } from '../menu/use-active-category.ts';
import { useLocalName } from '../menu/use-local-name.ts';
import { useMenu } from '../menu/use-menu.ts';
import { useIdParam } from '../routing/use-params.ts';

const dishCount = (categories: readonly MenuCategory[]) =>
  categories.reduce((count, category) => count + category.products.length, 0);

/**
 * The menu and order page: categories that follow the scroll, dishes (those the diner's dietary
 * filter lets through), the table's cart.
 */
const OrderPage = () => {
  const merchantId = useIdParam('merchantId');
  const name = useLocalName();
  const { menu, stale } = useMenu(merchantId);
  const [open, setOpen] = useState<MenuProduct | null>(null);
  // A menu that states nothing dietary offers no filter, and a kept filter does not empty it.
  const filterable = menu.dietary.statingAnything > 0;
  const chosen = useDietaryFilter();
  const filter = filterable ? chosen : NO_FILTER;
  const all = stale ? [] : menu.categories;
  const categories = useMemo(() => filterCategories(all, filter), [all, filter]);
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
      {filterable ? (
        <DietaryFilter shown={dishCount(categories)} total={menu.dietary.products} />
      ) : null}
      {categories.length === 0 && criteriaCount(filter) > 0 ? <NoDietaryMatches /> : null}
      {categories.length === 0 ? null : <CategoryNav categories={categories} active={active} />}
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
