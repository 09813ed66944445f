import type { LineView } from '../../worker/api.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';

/** 'N Pts' for a point item, money otherwise (spec §5). */
export const LineAmount = ({ line }: { readonly line: LineView }) => {
  const t = useText();
  return (
    <span className="line__amount">
      {line.points > 0 ? (
        t('menu.points', { points: line.points })
      ) : (
        <Money amount={line.itemTotal} />
      )}
    </span>
  );
};
