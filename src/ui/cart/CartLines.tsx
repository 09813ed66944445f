import { useState } from 'react';
import type { DinerLinesView, LineView } from '../../worker/api.ts';
import { Stepper } from '../components/Stepper.tsx';
import { useText } from '../i18n/use-text.ts';
import { MAX_QUANTITY_PER_STEP } from '../../domain/cart/line-limits.ts';
import { useLocalName } from '../menu/use-local-name.ts';
import { useMenuIndex } from '../menu/use-menu-index.ts';
import { LineAmount } from '../order/LineAmount.tsx';
import { LineDetails } from '../order/LineDetails.tsx';
import { LineEditDialog } from './LineEditDialog.tsx';
import { useRemovals } from './removed-lines.tsx';
import { useLineEdits } from './use-line-edits.ts';

/** One diner's lines; only the diner's own can be changed here, and a removed one put back. */
export const CartLines = ({
  diner,
  title,
}: {
  readonly diner: DinerLinesView;
  readonly title: string;
}) => {
  const t = useText();
  const edits = useLineEdits();
  const menu = useMenuIndex();
  const name = useLocalName();
  const [editing, setEditing] = useState<LineView | null>(null);
  const hasRemoved = (useRemovals()?.removed.length ?? 0) > 0;
  const headingId = `diner-${diner.userId}`;
  const lineName = (line: LineView) => {
    const product = menu.product(line.item.productId);
    return product === undefined ? line.item.menuName : name(product);
  };
  return (
    <section className="cart-diner" aria-labelledby={headingId}>
      <h3 id={headingId} className="cart-diner__title">
        {title}
      </h3>
      {diner.lines.length === 0 && diner.mine && !hasRemoved ? (
        <p className="muted">{t('cart.nothingYet')}</p>
      ) : null}
      <ul className="lines">
        {diner.lines.map((line) => (
          <li key={`${line.lineIndex}-${line.item.id}`} className="line">
            <LineDetails item={line.item} />
            <LineAmount line={line} />
            {diner.mine ? (
              <div className="line__controls">
                <Stepper
                  label={t('cart.quantityOf', { name: lineName(line) })}
                  value={line.item.quantity}
                  min={0}
                  max={MAX_QUANTITY_PER_STEP}
                  onChange={(quantity) => void edits.setQuantity(line, quantity, lineName(line))}
                />
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setEditing(line)}
                  aria-label={t('cart.editLine', { name: lineName(line) })}
                >
                  {t('cart.edit')}
                </button>
              </div>
            ) : (
              <span className="line__quantity">
                {t('cart.times', { quantity: line.item.quantity })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {diner.invalidLines.length === 0 ? null : (
        <div className="cart-invalid">
          <p className="form-error">{t('cart.unavailableLines')}</p>
          <ul className="lines">
            {diner.invalidLines.map((item, index) => (
              <li key={`${item.id}-${index}`} className="line line--gone">
                <LineDetails item={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {editing === null ? null : (
        <LineEditDialog line={editing} title={lineName(editing)} onClose={() => setEditing(null)} />
      )}
    </section>
  );
};
