/** Whose lines are whose in the table's cart: the rule lives in the domain (the fold needs it). */
export { cartKeyOf as cartUserId } from '../../domain/session/state.ts';
