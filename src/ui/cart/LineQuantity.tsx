import { useText } from '../i18n/use-text.ts';

/**
 * "× 3" beside a line's amount. Read out, "Steamed rice $18.00 × 3" sounded like three at $18
 * (the amount is the line's): a screen reader hears "quantity 3" instead.
 */
export const LineQuantity = ({ quantity }: { readonly quantity: number }) => {
  const t = useText();
  return (
    <span className="line__quantity">
      <span aria-hidden="true">{t('cart.times', { quantity })}</span>
      <span className="visually-hidden">{t('cart.timesSpoken', { quantity })}</span>
    </span>
  );
};
