import type { ApiFailure } from '../api/client.ts';
import { useStaffText } from './use-staff-text.ts';

/** A refused or failed call in words: the server's msg, or the console's own reason. */
export const useFailureText = (): ((failure: ApiFailure) => string) => {
  const t = useStaffText();
  return (failure) =>
    failure.problem === null ? failure.msg : t(failure.problem.id, failure.problem.values);
};
