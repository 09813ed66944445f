import { Schema } from 'effect';
import { serverMode } from '../../../domain/model/schemas/enums.ts';
import { Id, amount, listOf, text } from '../../../domain/model/schemas/fields.ts';
import { LocalizedTextSchema } from '../../../domain/model/schemas/menu.ts';

/** The welcome page's reply: wire only, the domain keeps none of it (model/schemas/menu.ts). */
export const HomeCategorySchema = Schema.Struct({
  id: Id,
  menuId: Id,
  name: text,
  nameI18n: LocalizedTextSchema,
  sort: amount(),
  productCount: amount(),
  img: text,
});

/** GET /api/member/merchant/home: the welcome page in one call. */
export const MerchantHomeSchema = Schema.Struct({
  id: Id,
  shortName: text,
  desc: text,
  img: text,
  serverMode: serverMode,
  themePrimaryColor: text,
  productCount: amount(),
  categories: listOf(HomeCategorySchema),
});
export type MerchantHome = typeof MerchantHomeSchema.Type;
