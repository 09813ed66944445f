import type { TableTimelineEntry } from '../../worker/api.ts';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';
import { useDinerName } from './use-diner-name.ts';
import { useDishName } from './use-dish-name.ts';

/** One line of the table's timeline in the diner's language: "Amy added 2 × Pork dumplings". */
export const useTimelineText = (): ((entry: TableTimelineEntry) => string) => {
  const t = useText();
  const nameOf = useDinerName();
  const dishOf = useDishName();
  const { me } = useReadModel('cart');
  return (entry) => {
    switch (entry.kind) {
      case 'added':
      case 'removed':
        return t(entry.kind === 'added' ? 'table.added' : 'table.removed', {
          who: nameOf({ ...entry.by, mine: entry.by.userId === me }),
          quantity: entry.quantity,
          dish: dishOf(entry.productId, entry.dish),
        });
      case 'sent':
        return entry.by.userId !== null && entry.by.userId === me
          ? t('table.sentByYou', { round: entry.round ?? 0 })
          : t('table.sent', { who: nameOf(entry.by), round: entry.round ?? 0 });
      case 'voided':
        return t('table.voided', {
          quantity: entry.quantity,
          dish: dishOf(entry.productId, entry.dish),
        });
      case 'cleared':
        return t('table.cleared');
    }
  };
};
