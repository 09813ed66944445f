import type { Locale } from '../../src/domain/model/enums.ts';
import type { Id } from '../../src/domain/model/ids.ts';
import type { MenuCondiment, MenuModifierGroup } from '../../src/domain/model/menu.ts';
import { bothLocales, textIn } from '../http/local-text.ts';

type Json = Record<string, unknown>;

// The jsonb columns are written by seeds and the back office; read them without trusting shape.
const records = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => item !== null && typeof item === 'object')
    : [];

const idOf = (value: unknown): Id =>
  typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))
    ? String(value)
    : '0';

const numberOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const named = (stored: unknown, locale: Locale) => ({
  name: textIn(stored, locale),
  nameI18n: bothLocales(stored),
});

export const modifierGroups = (stored: unknown, locale: Locale): MenuModifierGroup[] =>
  records(stored).map((group) => {
    const options = records(group.options).map((option) => ({
      modifierProductId: idOf(option.modifierProductId),
      ...named(option.name, locale),
      price: numberOf(option.price, 0),
    }));
    const min = Math.max(0, numberOf(group.min, 0));
    return {
      id: idOf(group.id),
      ...named(group.name, locale),
      min,
      max: Math.max(min, numberOf(group.max, options.length)),
      options,
    };
  });

export const condiments = (stored: unknown, locale: Locale): MenuCondiment[] =>
  records(stored).map((condiment) => ({
    id: idOf(condiment.id),
    ...named(condiment.name, locale),
    price: numberOf(condiment.price, 0),
  }));

export const factorList = (stored: unknown): number[] =>
  Array.isArray(stored)
    ? stored.filter(
        (factor): factor is number => typeof factor === 'number' && Number.isFinite(factor),
      )
    : [];
