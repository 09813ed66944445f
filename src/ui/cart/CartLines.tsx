import { useState } from 'react';
import type { DinerLinesView, LineView } from '../../worker/api.ts';
import { focusDialogTitle } from '../components/modal-focus.ts';
import { Stepper } from '../components/Stepper.tsx';
import { LineQuantity } from './LineQuantity.tsx';
import { useText } from '../i18n/use-text.ts';
import { MAX_LINE_QUANTITY } from '../../domain/cart/line-limits.ts';
import { useLocalName } from '../menu/use-local-name.ts';
import { useMenuIndex } from '../menu/use-menu-index.ts';
import { LineAmount } from '../order/LineAmount.tsx';
import { LineDetails } from '../order/LineDetails.tsx';
import { LineEditDialog } from './LineEditDialog.tsx';
import { useLineEdits } from './use-line-edits.ts';
import { Money } from '../i18n/format.tsx';
import { useCommands, useReadModel } from '../worker/context.tsx';

/**
 * One diner's lines under their name and what they come to (their share of the cart's total,
 * src/domain/pricing/shares.ts); only the diner's own can be changed here, and the others' say
 * whose they are.
 */
export const CartLines = ({
  diner,
  title,
  owner,
  amount,
  onGoneLetGo,
  locked = false,
  waiting = false,
}: {
  readonly diner: DinerLinesView;
  /**
   * The table's cart is not read yet: these are the diner's dishes added meanwhile, kept until
   * it is, and nothing to change yet (docs/offline.md).
   */
  readonly waiting?: boolean;
  /**
   * A placement is on its way: the lines it sends stay as they are. An edit made meanwhile
   * landed in the next round's cart, which the diner did not mean.
   */
  readonly locked?: boolean;
  readonly title: string;
  /** Whose lines these are, for "Only … can change these"; the diner's own need none. */
  readonly owner: string;
  /** Their share of the total; null when they have no lines. */
  readonly amount: number | null;
  /** The diner let their lines no longer available go: how many of them (for a screen reader). */
  readonly onGoneLetGo: (count: number) => void;
}) => {
  const t = useText();
  const edits = useLineEdits();
  const commands = useCommands();
  const menu = useMenuIndex();
  const name = useLocalName();
  const [editing, setEditing] = useState<LineView | null>(null);
  const hasRemoved = useReadModel('timeline').undo.length > 0;
  const headingId = `diner-${diner.userId}`;
  const lineName = (line: LineView) => {
    const product = menu.product(line.item.productId);
    return product === undefined ? line.item.menuName : name(product);
  };
  return (
    <section className="cart-diner" aria-labelledby={headingId}>
      <div className="cart-diner__head">
        <h3 id={headingId} className="cart-diner__title">
          {title}
        </h3>
        {amount === null ? null : (
          <span className="cart-diner__amount">
            <Money amount={amount} />
          </span>
        )}
      </div>
      {diner.lapsed ? (
        // This page's member's, before the POS ended their session: theirs again once logged in.
        <div className="cart-diner__note stack">
          <p className="muted">{t('cart.lapsedNote')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void commands.openPopup('login')}
          >
            {t('title.login')}
          </button>
        </div>
      ) : waiting ? (
        <p className="muted cart-diner__note">{t('cart.notLoadedYet')}</p>
      ) : diner.mine || diner.lines.length === 0 ? null : (
        <p className="muted cart-diner__note">{t('cart.onlyTheirs', { name: owner })}</p>
      )}
      {diner.lines.length === 0 && diner.invalidLines.length === 0 && diner.mine && !hasRemoved ? (
        <p className="muted">{t('cart.nothingYet')}</p>
      ) : null}
      <ul className="lines" aria-busy={diner.mine && locked}>
        {diner.lines.map((line) => (
          <li key={`${line.lineIndex}-${line.item.id}`} className="line">
            <LineDetails item={line.item} />
            <LineAmount line={line} />
            {diner.mine && !waiting ? (
              <div className="line__controls">
                <Stepper
                  label={t('cart.quantityOf', { name: lineName(line) })}
                  value={line.item.quantity}
                  min={0}
                  max={MAX_LINE_QUANTITY}
                  onChange={(quantity) => void edits.setQuantity(line, quantity)}
                  disabled={locked}
                />
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={locked}
                  onClick={() => setEditing(line)}
                  aria-label={t('cart.editLine', { name: lineName(line) })}
                >
                  {t('cart.edit')}
                </button>
              </div>
            ) : (
              <LineQuantity quantity={line.item.quantity} />
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
          {diner.mine ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={locked}
              onClick={(event) => {
                // The button goes with the lines (and the section, when nothing else is left).
                focusDialogTitle(event.currentTarget);
                onGoneLetGo(diner.invalidLines.reduce((sum, item) => sum + item.quantity, 0));
                void commands.dropGoneLines();
              }}
            >
              {t('cart.removeGone')}
            </button>
          ) : null}
        </div>
      )}
      {editing === null ? null : (
        <LineEditDialog line={editing} title={lineName(editing)} onClose={() => setEditing(null)} />
      )}
    </section>
  );
};
