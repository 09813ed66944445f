import { useIntl } from 'react-intl';
import { CURRENCY } from './format.tsx';

/** <Money> as text, for an amount inside a sentence (its own module: the first view has no use). */
export const useMoneyText = (): ((amount: number) => string) => {
  const intl = useIntl();
  return (amount) => intl.formatNumber(amount, { style: 'currency', currency: CURRENCY });
};
