import { useText, useToastText } from '../i18n/use-text.ts';
import type { PlacementRefusal } from './use-place-order.ts';

/** Why the last placement went nowhere, said where the diner is: the cart, or the code popup. */
export const PlacementRefusalNote = ({
  refusal,
}: {
  readonly refusal: PlacementRefusal | null;
}) => {
  const t = useText();
  const toastText = useToastText();
  if (refusal === null) return null;
  return (
    <p className="form-error" role="alert">
      {refusal.reason === null
        ? t('cart.placeUnanswered')
        : // "Check your cart" only where the cart is what changed: a closed table is not.
          t(refusal.cartChanged ? 'cart.notPlaced' : 'cart.notPlacedAsIs', {
            reason: toastText(refusal.reason).replace(/[.。]$/, ''),
          })}
    </p>
  );
};
