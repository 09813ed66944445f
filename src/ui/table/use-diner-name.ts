import { useText } from '../i18n/use-text.ts';

/** A diner as the table calls them: "You", their first name, or "Guest {place}". */
export interface DinerNaming {
  readonly name: string | null;
  readonly place: number | null;
  readonly mine?: boolean;
}

export const useDinerName = (): ((diner: DinerNaming) => string) => {
  const t = useText();
  return ({ name, place, mine }) =>
    mine === true
      ? t('presence.you')
      : name !== null && name.trim() !== ''
        ? name
        : t('cart.otherDiner', { number: place ?? 0 });
};
