import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { dietOf } from '../../domain/menu/dietary.ts';
import {
  ALLERGENS,
  type DietaryFacts,
  type DietaryFactsOnWire,
  SPICE_LEVELS,
} from '../../domain/model/dietary.ts';
import type { StaffMessageId } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import {
  allergenLabel,
  bodyOf,
  type DietaryDraft,
  draftOf,
  type Said,
  setVegan,
  setVegetarian,
  toggleAllergen,
} from './dietary-form.ts';

const SAID: readonly [Said, StaffMessageId][] = [
  ['yes', 'dietary.yes'],
  ['no', 'dietary.no'],
  ['notStated', 'dietary.notStated'],
];
const SPICE: readonly StaffMessageId[] = [
  'dietary.spice0',
  'dietary.spice1',
  'dietary.spice2',
  'dietary.spice3',
];

/** A dish's facts in one line of words, "not stated" said as such. */
export const DietarySummary = ({ facts }: { readonly facts: DietaryFacts }) => {
  const t = useStaffText();
  const intl = useIntl();
  const diet = dietOf(facts);
  const parts = [
    diet.vegan === true
      ? t('dietary.summary.vegan')
      : diet.vegetarian === true
        ? t('dietary.summary.vegetarian')
        : diet.vegetarian === false
          ? t('dietary.summary.notVegetarian')
          : t('dietary.summary.dietNotStated'),
    diet.spiceLevel === null
      ? t('dietary.summary.spiceNotStated')
      : diet.spiceLevel === 0
        ? t('dietary.summary.notSpicy')
        : t('dietary.summary.spice', { level: diet.spiceLevel }),
    diet.allergens === null
      ? t('dietary.summary.allergensNotStated')
      : diet.allergens.length === 0
        ? t('dietary.summary.noAllergens')
        : t('dietary.summary.contains', {
            allergens: intl.formatList(
              diet.allergens.map((code) => t(allergenLabel[code]).toLocaleLowerCase(intl.locale)),
              { type: 'conjunction' },
            ),
          }),
  ];
  return <p className="product__diet muted">{parts.join(' · ')}</p>;
};

const SaidField = ({
  legend,
  name,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly name: string;
  readonly value: Said;
  readonly onChange: (value: Said) => void;
}) => {
  const t = useStaffText();
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {SAID.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
};

const DietaryForm = ({
  facts,
  busy,
  onSave,
  onCancel,
}: {
  readonly facts: DietaryFacts;
  readonly busy: boolean;
  readonly onSave: (body: DietaryFactsOnWire) => void;
  readonly onCancel: () => void;
}) => {
  const t = useStaffText();
  const name = useId();
  const spiceId = useId();
  const [draft, setDraft] = useState<DietaryDraft>(() => draftOf(facts));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(bodyOf(draft));
  };
  return (
    <form className="inline-form dietary-form" onSubmit={submit}>
      <SaidField
        legend={t('dietary.vegetarian')}
        name={`${name}-vegetarian`}
        value={draft.vegetarian}
        onChange={(value) => setDraft((d) => setVegetarian(d, value))}
      />
      <SaidField
        legend={t('dietary.vegan')}
        name={`${name}-vegan`}
        value={draft.vegan}
        onChange={(value) => setDraft((d) => setVegan(d, value))}
      />
      <div className="field">
        <label htmlFor={spiceId}>{t('dietary.spice')}</label>
        <select
          id={spiceId}
          value={draft.spiceLevel ?? ''}
          onChange={(event) => {
            const level = SPICE_LEVELS.find((value) => String(value) === event.target.value);
            setDraft((d) => ({ ...d, spiceLevel: level ?? null }));
          }}
        >
          <option value="">{t('dietary.notStated')}</option>
          {SPICE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(SPICE[level] ?? 'dietary.spice0')}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="choice">
        <legend>{t('dietary.allergens')}</legend>
        <label>
          <input
            type="radio"
            name={`${name}-allergens`}
            checked={!draft.allergensStated}
            onChange={() => setDraft((d) => ({ ...d, allergensStated: false }))}
          />{' '}
          {t('dietary.allergensNotStated')}
        </label>
        <label>
          <input
            type="radio"
            name={`${name}-allergens`}
            checked={draft.allergensStated}
            onChange={() => setDraft((d) => ({ ...d, allergensStated: true }))}
          />{' '}
          {t('dietary.allergensListed')}
        </label>
        <div className="dietary-form__allergens">
          {ALLERGENS.map((allergen) => (
            <label key={allergen}>
              <input
                type="checkbox"
                disabled={!draft.allergensStated}
                checked={draft.allergensStated && draft.allergens.includes(allergen)}
                onChange={() => setDraft((d) => toggleAllergen(d, allergen))}
              />{' '}
              {t(allergenLabel[allergen])}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="field__hint">{t('dietary.hint')}</p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('dietary.save')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('dietary.cancel')}
        </button>
      </div>
    </form>
  );
};

/**
 * A dish's dietary facts in the menu list, and a form to change them (opened by a button named
 * with the dish). Saving replaces all four facts at once; the page reloads the list.
 */
export const DietaryEditor = ({
  product,
  busy,
  save,
}: {
  readonly product: DietaryFacts & { readonly id: string; readonly name: string };
  readonly busy: boolean;
  /** Resolves true when the server took it. */
  readonly save: (body: DietaryFactsOnWire) => Promise<boolean>;
}) => {
  const t = useStaffText();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="product__dietary">
      <DietarySummary facts={product} />
      <button
        ref={toggle}
        type="button"
        className="button button--quiet"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={t('menu.actionFor', { action: t('dietary.edit'), product: product.name })}
        onClick={() => setOpen((was) => !was)}
      >
        {t('dietary.edit')}
      </button>
      {open ? (
        <div id={formId}>
          <DietaryForm
            facts={product}
            busy={busy}
            onCancel={close}
            onSave={(body) =>
              void save(body).then((saved) => {
                if (saved) close();
              })
            }
          />
        </div>
      ) : null}
    </div>
  );
};
