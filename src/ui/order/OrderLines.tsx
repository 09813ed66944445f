import type { LineView } from '../../worker/api.ts';
import { useText } from '../i18n/use-text.ts';
import { LineAmount } from './LineAmount.tsx';
import { LineDetails } from './LineDetails.tsx';
import { lineState, lineStateLabel } from './line-state.ts';

/** A placed order's lines with where each is: waiting, with the kitchen, or voided. */
export const OrderLines = ({ lines }: { readonly lines: readonly LineView[] }) => {
  const t = useText();
  return (
    <ul className="lines">
      {lines.map((line) => {
        const state = lineState(line.item, line.fullyVoided);
        return (
          <li
            key={`${line.lineIndex}-${line.item.id}`}
            className={`line line--${state}`}
            data-state={state}
          >
            <LineDetails item={line.item} />
            <LineAmount line={line} />
            <div className="line__meta">
              <span className="line__quantity">
                {t('cart.times', {
                  quantity: line.fullyVoided ? line.item.qtyVoid : line.item.quantity,
                })}
              </span>
              <span className={`badge badge--${state}`}>{t(lineStateLabel[state])}</span>
              {line.item.qtyVoid > 0 && !line.fullyVoided ? (
                <span className="badge badge--voided">
                  {t('orderDetail.someVoided', { count: line.item.qtyVoid })}
                </span>
              ) : null}
              {line.item.qtyVoid > 0 && line.item.voidReason !== '' ? (
                <span className="line__notes">
                  {t('orderDetail.voidReason', { reason: line.item.voidReason })}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
