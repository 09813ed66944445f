import diner from '../../locales/en-US.json';
import dinerZh from '../../locales/zh-TW.json';
import dietary from '../../locales/dietary/en-US.json';
import dietaryZh from '../../locales/dietary/zh-TW.json';
import staff from '../../locales/staff/en-US.json';
import staffZh from '../../locales/staff/zh-TW.json';

/** Every catalogue's text with its language, for the tests that check the formatter on them all. */
export const everyCatalogue: readonly {
  readonly name: string;
  readonly locale: string;
  readonly messages: Readonly<Record<string, string>>;
}[] = [
  { name: 'diner en-US', locale: 'en-US', messages: diner },
  { name: 'diner zh-TW', locale: 'zh-TW', messages: dinerZh },
  { name: 'dietary en-US', locale: 'en-US', messages: dietary },
  { name: 'dietary zh-TW', locale: 'zh-TW', messages: dietaryZh },
  { name: 'staff en-US', locale: 'en-US', messages: staff },
  { name: 'staff zh-TW', locale: 'zh-TW', messages: staffZh },
];
