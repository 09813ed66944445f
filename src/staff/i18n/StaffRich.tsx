import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../ui/i18n/messages.ts';
import type { StaffMessageId } from './catalogues.ts';

type Values = ComponentProps<typeof FormattedMessage>['values'];

/** One of the console's messages with markup in it (`<b>{table}</b> asks…`), tags as values. */
export const StaffRich = ({
  id,
  values,
}: {
  readonly id: StaffMessageId;
  readonly values?: Values;
}) => (
  // react-intl types ids as the diner app's (use-staff-text.ts says why).
  <FormattedMessage id={id as unknown as MessageId} values={values} />
);
