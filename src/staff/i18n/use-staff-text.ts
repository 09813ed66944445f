import { useIntl } from '../../ui/i18n/message-format/intl-context.tsx';
import type { StaffMessage, StaffMessageId } from './catalogues.ts';

export type StaffText = (
  id: StaffMessageId,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** `t('tables.title')`: one of the console's messages as a string, in the chosen language. */
export const useStaffText = (): StaffText => {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
};

/** A StaffMessage in words. */
export const useStaffMessage = (): ((message: StaffMessage) => string) => {
  const t = useStaffText();
  return (message) => t(message.id, message.values);
};
