import { useIntl } from 'react-intl';
import type { MessageId } from '../../ui/i18n/messages.ts';
import type { StaffMessage, StaffMessageId } from './catalogues.ts';

export type StaffText = (
  id: StaffMessageId,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** `t('tables.title')`: one of the console's messages as a string, in the chosen language. */
export const useStaffText = (): StaffText => {
  const intl = useIntl();
  // react-intl's message ids are typed once for the whole program, as the diner app's
  // (src/ui/i18n/messages.ts); the console's ids are checked as StaffMessageId instead.
  return (id, values) => intl.formatMessage({ id: id as unknown as MessageId }, values);
};

/** A StaffMessage in words. */
export const useStaffMessage = (): ((message: StaffMessage) => string) => {
  const t = useStaffText();
  return (message) => t(message.id, message.values);
};
