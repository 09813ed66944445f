import { useMemo } from 'react';
import { nameKey, sharedNames } from '../../domain/table/shared-names.ts';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';

/** A diner as the table calls them: "You", their first name, or "Guest {place}". */
export interface DinerNaming {
  readonly name: string | null;
  readonly place: number | null;
  readonly mine?: boolean;
}

/**
 * How this table calls a diner, the same in the header, the cart and the timeline. A first name
 * another diner here also goes by comes with the diner's place, "Amy (2)", so each is told apart.
 */
export const useDinerName = (): ((diner: DinerNaming) => string) => {
  const t = useText();
  const { diners: present } = useReadModel('presence');
  const { diners: withLines } = useReadModel('cart');
  const shared = useMemo(() => sharedNames([...present, ...withLines]), [present, withLines]);
  return ({ name, place, mine }) => {
    if (mine === true) return t('presence.you');
    if (name === null || name.trim() === '') return t('cart.otherDiner', { number: place ?? 0 });
    return place !== null && shared.has(nameKey(name))
      ? t('table.sharedName', { name: name.trim(), number: place })
      : name;
  };
};
