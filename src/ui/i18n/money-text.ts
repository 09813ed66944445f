import { useIntl } from 'react-intl';
import { CURRENCY } from './format.tsx';

export interface MoneyTextOptions {
  /** A whole unit without its cents ("US$1"), as in a rate; amounts keep the currency's digits. */
  readonly wholeUnits?: boolean;
}

/** <Money> as text, for an amount inside a sentence (its own module: the first view has no use). */
export const useMoneyText = (): ((amount: number, options?: MoneyTextOptions) => string) => {
  const intl = useIntl();
  return (amount, options) =>
    intl.formatNumber(amount, {
      style: 'currency',
      currency: CURRENCY,
      ...(options?.wholeUnits === true ? { maximumFractionDigits: 0 } : {}),
    });
};
