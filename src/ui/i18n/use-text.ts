import { useIntl } from 'react-intl';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { MessageId } from './messages.ts';

type Values = Record<string, string | number>;

/** `t('welcome')`: a message as a plain string, for attributes such as aria-label and title. */
export const useText = (): ((id: MessageId, values?: Values) => string) => {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
};

/** A toast or failure from the worker: a key to translate, or the server's own words. */
export const useToastText = (): ((message: ToastMessage) => string) => {
  const t = useText();
  return (message) => (message.kind === 'key' ? t(message.key, message.values) : message.text);
};
