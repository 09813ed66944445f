import { FormattedNumber, type IntlShape, useIntl } from 'react-intl';

/**
 * The POS prices in one currency; the spec's phone numbers (+1) place it in the US. Each locale
 * formats it its own way ("$1,234.50" / "US$1,234.50").
 */
export const CURRENCY = 'USD';

export const Money = ({ amount }: { readonly amount: number }) => (
  <FormattedNumber value={amount} style="currency" currency={CURRENCY} />
);

/**
 * A date and time as every screen writes it: the date, then the hour and minute (one form in
 * each language: "上午6:49" on the order and "清晨6:51" in the coupon list before).
 */
export const dateTimeText = (intl: IntlShape, date: Date): string =>
  `${intl.formatDate(date, { dateStyle: 'medium' })} ${intl.formatTime(date)}`;

/** Server times carry their zone offset; shown in the diner's own time zone. */
export const DateTime = ({ value }: { readonly value: string | number }) => {
  const intl = useIntl();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{dateTimeText(intl, date)}</time>;
};
