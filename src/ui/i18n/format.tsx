import { FormattedDate, FormattedNumber, FormattedTime } from 'react-intl';

/**
 * The POS prices in one currency; the spec's phone numbers (+1) place it in the US. Each locale
 * formats it its own way ("$1,234.50" / "US$1,234.50").
 */
export const CURRENCY = 'USD';

export const Money = ({ amount }: { readonly amount: number }) => (
  <FormattedNumber value={amount} style="currency" currency={CURRENCY} />
);

/** Server times carry their zone offset; shown in the diner's own time zone. */
export const DateTime = ({ value }: { readonly value: string | number }) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      <FormattedDate value={date} dateStyle="medium" /> <FormattedTime value={date} />
    </time>
  );
};
