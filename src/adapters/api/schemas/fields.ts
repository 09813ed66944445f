/** The wire's ids and amounts are read by the model schemas, now in the domain. */
export { Amount, Id } from '../../../domain/model/schemas/fields.ts';
