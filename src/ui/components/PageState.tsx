import type { AsyncStatus } from '../../domain/model/enums.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';

/** What a page says while its data is on its way, when there is none, or when it failed. */
export const PageState = ({
  status,
  empty,
}: {
  readonly status: AsyncStatus;
  readonly empty: MessageId;
}) => {
  const t = useText();
  if (status === 'idle' || status === 'pending')
    return <p className="page-state">{t('common.loading')}</p>;
  return (
    <p className="page-state" role={status === 'error' ? 'alert' : undefined}>
      {t(status === 'error' ? 'common.somethingWentWrong' : empty)}
    </p>
  );
};

/** A page whose content arrives with a later part of the app: it says so plainly. */
export const NotYet = () => {
  const t = useText();
  return <p className="page-state">{t('state.notYet')}</p>;
};
