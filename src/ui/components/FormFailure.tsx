import type { ToastMessage } from '../../domain/errors/failure.ts';
import { useToastText } from '../i18n/use-text.ts';

/**
 * Why a form's last try did not go through, said beside its button until the next try, and
 * announced as it appears (role=alert); nothing when there is nothing to say.
 */
export const FormFailure = ({ failure }: { readonly failure: ToastMessage | string | null }) => {
  const toastText = useToastText();
  if (failure === null) return null;
  return (
    <p className="form-error" role="alert">
      {typeof failure === 'string' ? failure : toastText(failure)}
    </p>
  );
};
