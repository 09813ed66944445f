/** The lines' view lives in the domain: the UI prices a fetched order with the same rule. */
export { type LineView, lineViews } from '../../domain/cart/line-views.ts';
