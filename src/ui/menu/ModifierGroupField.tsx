import type { MenuModifierGroup } from '../../domain/model/menu.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { chosenIn, isGroupFull, type ProductChoice } from './choice.ts';
import { useLocalName } from './use-local-name.ts';

/**
 * A pick-one group is a radio group; any other a set of checkboxes that stop accepting at the
 * group's maximum. The legend says the rule ("Required · choose 1", "Up to 3").
 */
export const ModifierGroupField = ({
  group,
  choice,
  missing,
  first,
  onToggle,
}: {
  readonly group: MenuModifierGroup;
  readonly choice: ProductChoice;
  readonly missing: boolean;
  /** The first group left empty: the one Add takes the focus to. */
  readonly first: boolean;
  readonly onToggle: (optionId: string) => void;
}) => {
  const t = useText();
  const name = useLocalName();
  const chosen = chosenIn(choice, group);
  const full = isGroupFull(choice, group);
  const single = group.max === 1;
  const rule =
    group.min > 0
      ? group.max === group.min
        ? t('product.chooseExactly', { count: group.min })
        : group.max === 0
          ? t('product.chooseAtLeast', { count: group.min })
          : t('product.chooseBetween', { min: group.min, max: group.max })
      : group.max > 0
        ? t('product.upTo', { count: group.max })
        : t('product.optional');
  const errorId = `group-${group.id}-error`;
  return (
    <fieldset
      className="option-group"
      id={`group-${group.id}`}
      aria-describedby={missing ? errorId : undefined}
      aria-invalid={missing || undefined}
    >
      <legend className="option-group__legend">
        <span>{name(group)}</span>
        <span className={missing ? 'badge badge--danger' : 'badge'}>{rule}</span>
      </legend>
      {/* Said as it appears: Add moved the focus into the first such group a moment before, so
          its description was not read then, and the alert says it once; the other groups left
          empty say it when the diner gets there (several alerts at once said one thing thrice). */}
      {missing ? (
        <p id={errorId} className="form-error" role={first ? 'alert' : undefined}>
          {t('product.groupMissing')}
        </p>
      ) : null}
      {group.options.map((option) => {
        const checked = chosen.includes(option.modifierProductId);
        return (
          <label key={option.modifierProductId} className="option">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`group-${group.id}`}
              checked={checked}
              disabled={!checked && full}
              onChange={() => onToggle(option.modifierProductId)}
              onClick={() => {
                // A chosen radio cannot be unchosen by the browser; an optional one may be.
                if (single && checked && group.min === 0) onToggle(option.modifierProductId);
              }}
            />
            <span className="option__name">{name(option)}</span>
            {option.price === 0 ? null : (
              <span className="option__price">
                +<Money amount={option.price} />
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
};
