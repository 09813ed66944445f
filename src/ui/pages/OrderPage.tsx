import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { criteriaCount, filterCategories, NO_FILTER } from '../../domain/menu/dietary-filter.ts';
import type { MenuCategory, MenuProduct } from '../../domain/model/menu.ts';
import { CartBar } from '../cart/CartBar.tsx';
import { preloadCartSheet } from '../cart/preload-cart-sheet.ts';
import { PageState } from '../components/PageState.tsx';
import { categorySectionId, CategoryNav } from '../menu/CategoryNav.tsx';
import { DietaryFilter, NoDietaryMatches } from '../menu/dietary/DietaryFilter.tsx';
import { useDietaryFilter } from '../menu/dietary/filter-store.ts';
import { imagePriorities } from '../menu/image-priority.ts';
import { MenuSections } from '../menu/MenuSections.tsx';
import { measureAfterPaint, usePaintMeasure } from '../menu/paint-measure.ts';
import { ProductSheet } from '../menu/ProductSheet.tsx';
import { TableBar } from '../menu/TableBar.tsx';
import { useActiveCategory } from '../menu/use-active-category.ts';
import { useMenu } from '../menu/use-menu.ts';
import { findProduct } from '../../domain/menu/state.ts';
import { whenIdle } from '../menu/when-idle.ts';
import { useIdParam } from '../routing/use-params.ts';

const dishCount = (categories: readonly MenuCategory[]) =>
  categories.reduce((count, category) => count + category.products.length, 0);

/**
 * The menu and order page: categories that follow the scroll, dishes (those the diner's dietary
 * filter lets through), the table's cart.
 */
const OrderPage = () => {
  const merchantId = useIdParam('merchantId');
  const { menu, stale, held } = useMenu(merchantId);
  const [open, setOpen] = useState<MenuProduct | null>(null);
  // A menu that states nothing dietary offers no filter, and a kept filter does not empty it.
  const filterable = menu.dietary.statingAnything > 0;
  const chosen = useDietaryFilter();
  const filter = filterable ? chosen : NO_FILTER;
  const all = held ? menu.categories : [];
  const categories = useMemo(() => filterCategories(all, filter), [all, filter]);
  const active = useActiveCategory(categories.map(categorySectionId));
  const priorities = useMemo(
    () => imagePriorities(categories.flatMap((category) => category.products)),
    [categories],
  );
  const ready = held;
  const readyAt = useRef<number | null>(null);
  if (ready && readyAt.current === null) readyAt.current = performance.now();
  usePaintMeasure('menu: first screen', readyAt.current, ready ? true : null);
  // The cart panel's code, once the menu is usable: its first open then renders at once.
  useEffect(
    () => (ready ? whenIdle(() => void preloadCartSheet().catch(() => undefined)) : undefined),
    [ready],
  );
  const onComplete = useCallback(() => {
    if (readyAt.current !== null) measureAfterPaint('menu: whole list', readyAt.current);
  }, []);

  // The open sheet outlives a menu the page reloads (a login, another language): the diner's
  // choices in it, and an add it waits to make, are kept. It shows the dish as the menu has it
  // now (sold out meanwhile, a new price), and as it was opened while the menu is away.
  const shown = useMemo(
    () => (open === null ? null : (findProduct(menu, open.id) ?? open)),
    [open, menu],
  );
  const sheet =
    shown === null ? null : <ProductSheet product={shown} onClose={() => setOpen(null)} />;
  if (!held)
    return (
      <>
        <section className="page">
          <PageState status={stale ? 'pending' : menu.status} empty="state.emptyMenu" />
        </section>
        {sheet}
      </>
    );
  return (
    <div className="menu-page">
      <TableBar />
      {filterable ? (
        <DietaryFilter shown={dishCount(categories)} total={menu.dietary.products} />
      ) : null}
      {categories.length === 0 && criteriaCount(filter) > 0 ? <NoDietaryMatches /> : null}
      {categories.length === 0 ? null : <CategoryNav categories={categories} active={active} />}
      <MenuSections
        categories={categories}
        onOpen={setOpen}
        priorities={priorities}
        onComplete={onComplete}
      />
      <CartBar />
      {sheet}
    </div>
  );
};

export default OrderPage;
