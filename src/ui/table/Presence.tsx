import { useIntl } from 'react-intl';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';
import { initialOf } from './initial.ts';
import { setTableSheetOpen } from './table-sheet.ts';
import { useDinerName } from './use-diner-name.ts';

/**
 * Who is at the table now, live (presence, issue 16): a bubble per diner and their names; a tap
 * opens the table sheet (who is here, what happened there). Nothing while the server has not
 * said.
 */
export const Presence = ({ className = '' }: { readonly className?: string }) => {
  const t = useText();
  const intl = useIntl();
  const nameOf = useDinerName();
  const { diners } = useReadModel('presence');
  if (diners.length === 0) return null;
  const names = intl.formatList(diners.map(nameOf), { type: 'conjunction' });
  return (
    <button
      type="button"
      className={`presence ${className}`}
      aria-haspopup="dialog"
      onClick={() => setTableSheetOpen(true)}
    >
      <span className="presence__faces" aria-hidden="true">
        {diners.slice(0, 4).map((diner) => (
          <span
            key={diner.userId}
            className={diner.mine ? 'presence__face presence__face--mine' : 'presence__face'}
          >
            {initialOf(diner.name, diner.place)}
          </span>
        ))}
      </span>
      {/* The name is what shows, after what it is: "At the table: Amy, Guest 2, and You", one
          string, so the label ends in its language's own spacing (none after a full-width colon):
          a hidden label beside the shown names got a space from the browser. Not an aria-label:
          the faces' letters would be shown words the name lacks. */}
      <span className="visually-hidden">{t('presence.label') + names}</span>
      <span className="presence__names" aria-hidden="true">
        {names}
      </span>
    </button>
  );
};
