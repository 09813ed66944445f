import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure } from '../api/client.ts';
import type { DietaryFactsOnWire } from '../../domain/model/dietary.ts';
import { listProducts, setProductAvailability, setProductDietary } from '../api/staff-api.ts';
import type { StaffMenuCategory, StaffProduct } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useAction } from '../tables/table-action.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useFormat } from '../ui/format.ts';
import { DietaryEditor } from './DietaryEditor.tsx';
import { useReloadOnLanguageChange } from '../i18n/use-language-change.ts';

/**
 * Every product of the merchant, off the shelf included, with sold out and the shelf a click
 * away, and its diet and allergens to read and change.
 */
export const MenuPage = () => {
  const { session, unauthorized } = useStaff();
  const t = useStaffText();
  const reason = useFailureText();
  const { money } = useFormat();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const [menu, setMenu] = useState<readonly StaffMenuCategory[] | null>(null);
  // Kept as the reply, put in words as it is shown: a language switch changes them too.
  const [loadError, setLoadError] = useState<ApiFailure | null>(null);

  const load = useCallback(async () => {
    const reply = await listProducts(session);
    if (reply.ok) {
      setMenu(reply.data);
      setLoadError(null);
    } else if (reply.status === 401) unauthorized();
    else setLoadError(reply);
  }, [session, unauthorized]);
  useEffect(() => {
    void load();
  }, [load]);
  // Dish and category names come in the asker's language.
  useReloadOnLanguageChange(load);

  const soldOut = async (product: StaffProduct, value: boolean) => {
    if (
      await run(
        t(value ? 'menu.markSoldOut' : 'menu.backInStock'),
        () => setProductAvailability(session, product.id, { soldOut: value }),
        () => t(value ? 'menu.soldOutDone' : 'menu.inStockDone', { product: product.name }),
      )
    )
      await load();
  };

  const offShelf = async (product: StaffProduct, value: boolean) => {
    if (
      await run(
        t(value ? 'menu.takeOffShelf' : 'menu.backOnShelf'),
        () => setProductAvailability(session, product.id, { offShelf: value }),
        () => t(value ? 'menu.offShelfDone' : 'menu.onShelfDone', { product: product.name }),
      )
    )
      await load();
  };

  const dietary = async (product: StaffProduct, body: DietaryFactsOnWire): Promise<boolean> => {
    const saved = await run(
      t('dietary.save'),
      () => setProductDietary(session, product.id, body),
      () => t('dietary.saved', { product: product.name }),
    );
    if (saved) await load();
    return saved;
  };

  return (
    <>
      <h1 tabIndex={-1}>{t('menu.title')}</h1>
      <p className="muted">{t('menu.intro')}</p>
      <FeedbackBar feedback={feedback.feedback} />
      {menu === null && <Loading failure={loadError === null ? null : reason(loadError)} />}
      {menu?.map((category) => (
        <section key={category.id} className="panel" aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.name}</h2>
          <ul className="products">
            {category.products.map((product) => {
              const soldOutAction = t(product.soldOut ? 'menu.backInStock' : 'menu.markSoldOut');
              const shelfAction = t(product.offShelf ? 'menu.backOnShelf' : 'menu.takeOffShelf');
              return (
                <li
                  key={product.id}
                  className={`product${product.offShelf ? ' product--off-shelf' : ''}`}
                >
                  <p className="product__name">
                    {product.name} <span className="muted">{money(product.price)}</span>{' '}
                    {product.soldOut && (
                      <span className="badge badge--warn">{t('menu.soldOut')}</span>
                    )}{' '}
                    {product.offShelf && (
                      <span className="badge badge--off">{t('menu.offShelf')}</span>
                    )}
                  </p>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== null}
                      onClick={() => void soldOut(product, !product.soldOut)}
                      aria-label={t('menu.actionFor', {
                        action: soldOutAction,
                        product: product.name,
                      })}
                    >
                      {soldOutAction}
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={busy !== null}
                      onClick={() => void offShelf(product, !product.offShelf)}
                      aria-label={t('menu.actionFor', {
                        action: shelfAction,
                        product: product.name,
                      })}
                    >
                      {shelfAction}
                    </button>
                  </div>
                  <DietaryEditor
                    product={product}
                    busy={busy !== null}
                    save={(body) => dietary(product, body)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
};
