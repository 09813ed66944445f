import { useId, useMemo, useRef, useState } from 'react';
import { statesAnything } from '../../domain/menu/dietary.ts';
import { criteriaCount, filterProducts } from '../../domain/menu/dietary-filter.ts';
import { menuSearchIndex } from '../../domain/menu/search.ts';
import type { MenuProduct } from '../../domain/model/menu.ts';
import { CartBar } from '../cart/CartBar.tsx';
import { useText } from '../i18n/use-text.ts';
import { DietaryFilter, NoDietaryMatches } from '../menu/dietary/DietaryFilter.tsx';
import { useDietaryFilter } from '../menu/dietary/filter-store.ts';
import { ProductCard } from '../menu/ProductCard.tsx';
import { ProductSheet } from '../menu/ProductSheet.tsx';
import { usePaintMeasure } from '../menu/paint-measure.ts';
import { useMenu } from '../menu/use-menu.ts';
import { useProgressiveList } from '../menu/use-progressive-list.ts';
import { useIdParam } from '../routing/use-params.ts';

const NONE: readonly MenuProduct[] = [];
/** Results rendered with the key that found them: more than a phone's screen shows. */
const FIRST_RESULTS = 8;

type Results =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | {
      readonly status: 'success';
      readonly keyword: string;
      readonly products: readonly MenuProduct[];
    };

/**
 * Search by name in either language (and the POS's aliases); results open the product sheet.
 * Answered from the menu the worker holds, at each key (src/domain/menu/search.ts: the server's
 * rule, a substring test a dish over texts lower-cased once per menu; issue 18 item 5). The
 * diner's dietary filter (the menu's, kept for the tab) applies to the results too.
 */
const SearchPage = () => {
  const t = useText();
  const merchantId = useIdParam('merchantId');
  const { menu, stale } = useMenu(merchantId);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const inputId = useId();
  const keyword = query.trim();
  const categories = stale || menu.status !== 'success' ? null : menu.categories;
  const index = useMemo(
    () => (categories === null ? null : menuSearchIndex(categories)),
    [categories],
  );
  const results = useMemo((): Results => {
    if (keyword === '') return { status: 'idle' };
    if (index === null) return { status: menu.status === 'error' ? 'error' : 'pending' };
    return { status: 'success', keyword, products: index.find(keyword) };
  }, [index, keyword, menu.status]);
  const keyAt = useRef<number | null>(null);
  usePaintMeasure(
    'search: keystroke to results',
    keyAt.current,
    results.status === 'success' ? results.products : null,
    keyword,
  );
  const menuStatesDiet = menu.dietary.statingAnything > 0;
  const filter = useDietaryFilter();
  const found = results.status === 'success' ? results.products : NONE;
  const shown = useMemo(() => filterProducts(found, filter), [found, filter]);
  const rendered = useProgressiveList(shown, FIRST_RESULTS);
  // The filter is offered where dishes state something, and always while one is on.
  const filterable =
    menuStatesDiet || criteriaCount(filter) > 0 || found.some((product) => statesAnything(product));

  return (
    <section className="page">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="field-label">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className="text-input"
          type="search"
          value={query}
          maxLength={50}
          onChange={(event) => {
            keyAt.current = event.timeStamp;
            setQuery(event.target.value);
          }}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {filterable ? <DietaryFilter shown={shown.length} total={found.length} /> : null}
      <div aria-live="polite" className="search-results">
        {results.status === 'idle' ? <p className="page-state">{t('search.hint')}</p> : null}
        {results.status === 'pending' ? <p className="page-state">{t('common.loading')}</p> : null}
        {results.status === 'error' ? (
          <p className="page-state" role="alert">
            {t('common.somethingWentWrong')}
          </p>
        ) : null}
        {results.status === 'success' && results.products.length === 0 ? (
          <p className="page-state">{t('search.noResults', { keyword: results.keyword })}</p>
        ) : null}
        {results.status === 'success' && found.length > 0 && shown.length === 0 ? (
          <NoDietaryMatches hidden={found.length} />
        ) : null}
        {results.status === 'success' && shown.length > 0 ? (
          <>
            <p className="visually-hidden">{t('search.resultCount', { count: shown.length })}</p>
            <ul className="product-grid">
              {rendered.map((product) => (
                <ProductCard key={product.id} product={product} onOpen={setOpen} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <CartBar />
      {open === null ? null : <ProductSheet product={open} onClose={() => setOpen(null)} />}
    </section>
  );
};

export default SearchPage;
