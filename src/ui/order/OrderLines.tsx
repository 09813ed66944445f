import type { LineView } from '../../worker/api.ts';
import { LineQuantity } from '../cart/LineQuantity.tsx';
import { useText } from '../i18n/use-text.ts';
import { LineAmount } from './LineAmount.tsx';
import { LineDetails } from './LineDetails.tsx';
import { lineState, lineStateLabel } from './line-state.ts';

/**
 * A placed order's lines with where each is: waiting, with the kitchen, voided, or cancelled with
 * the order; and why the staff took units off, also those the kitchen never saw.
 */
export const OrderLines = ({
  lines,
  orderCancelled = false,
}: {
  readonly lines: readonly LineView[];
  readonly orderCancelled?: boolean;
}) => {
  const t = useText();
  return (
    <ul className="lines">
      {lines.map((line) => {
        const state = lineState(line.item, line.fullyVoided, orderCancelled);
        return (
          <li
            key={`${line.lineIndex}-${line.item.id}`}
            className={`line line--${state}`}
            data-state={state}
          >
            <LineDetails item={line.item} />
            <LineAmount line={line} />
            <div className="line__meta">
              <LineQuantity quantity={line.fullyVoided ? line.item.qtyVoid : line.item.quantity} />
              <span className={`badge badge--${state}`}>{t(lineStateLabel[state])}</span>
              {line.item.qtyVoid > 0 && !line.fullyVoided ? (
                <span className="badge badge--voided">
                  {t('orderDetail.someVoided', { count: line.item.qtyVoid })}
                </span>
              ) : null}
              {line.item.voidReason !== '' ? (
                <span className="line__notes">
                  {t(line.item.qtyVoid > 0 ? 'orderDetail.voidReason' : 'orderDetail.reduced', {
                    reason: line.item.voidReason,
                  })}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
