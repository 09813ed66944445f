import { useCallback, useEffect, useState } from 'react';
import { listProducts, setProductAvailability } from '../api/staff-api.ts';
import type { StaffMenuCategory, StaffProduct } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useAction } from '../tables/table-action.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { money } from '../ui/format.ts';

/** Every product of the merchant, off the shelf included, with sold out and the shelf a click away. */
export const MenuPage = () => {
  const { session, unauthorized } = useStaff();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const [menu, setMenu] = useState<readonly StaffMenuCategory[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const reply = await listProducts(session);
    if (reply.ok) {
      setMenu(reply.data);
      setLoadError(null);
    } else if (reply.status === 401) unauthorized();
    else setLoadError(reply.msg);
  }, [session, unauthorized]);
  useEffect(() => {
    void load();
  }, [load]);

  const soldOut = async (product: StaffProduct, value: boolean) => {
    if (
      await run(
        value ? 'Mark sold out' : 'Back in stock',
        () => setProductAvailability(session, product.id, { soldOut: value }),
        () => `${product.name} is ${value ? 'sold out' : 'back in stock'}.`,
      )
    )
      await load();
  };

  const offShelf = async (product: StaffProduct, value: boolean) => {
    if (
      await run(
        value ? 'Take off the shelf' : 'Back on the shelf',
        () => setProductAvailability(session, product.id, { offShelf: value }),
        () =>
          `${product.name} is ${value ? 'off the shelf: diners no longer see it' : 'back on the menu'}.`,
      )
    )
      await load();
  };

  return (
    <>
      <h1 tabIndex={-1}>Menu</h1>
      <p className="muted">
        Sold out: diners still see the dish, marked as sold out. Off the shelf: it leaves the menu.
        Either way it cannot be ordered, and diners' menus refresh at once.
      </p>
      <FeedbackBar feedback={feedback.feedback} />
      {menu === null && <Loading failure={loadError} />}
      {menu?.map((category) => (
        <section key={category.id} className="panel" aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.name}</h2>
          <ul className="products">
            {category.products.map((product) => (
              <li
                key={product.id}
                className={`product${product.offShelf ? ' product--off-shelf' : ''}`}
              >
                <p className="product__name">
                  {product.name} <span className="muted">{money(product.price)}</span>{' '}
                  {product.soldOut && <span className="badge badge--warn">Sold out</span>}{' '}
                  {product.offShelf && <span className="badge badge--off">Off the shelf</span>}
                </p>
                <div className="button-row">
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== null}
                    onClick={() => void soldOut(product, !product.soldOut)}
                    aria-label={`${product.soldOut ? 'Back in stock' : 'Mark sold out'}: ${product.name}`}
                  >
                    {product.soldOut ? 'Back in stock' : 'Mark sold out'}
                  </button>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={busy !== null}
                    onClick={() => void offShelf(product, !product.offShelf)}
                    aria-label={`${product.offShelf ? 'Back on the shelf' : 'Take off the shelf'}: ${product.name}`}
                  >
                    {product.offShelf ? 'Back on the shelf' : 'Take off the shelf'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
};
