/**
 * Writes of the waitlist, sales and payments (issue 30), through `mutate` so they work offline.
 * Ids are made here (UUIDv7); what the server would refuse is said by the forms before this.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { mutate } from '../../lib/sync';

export type EntryInput = Omit<MutationInput<'waitlist.create.v1'>, 'id'>;
export type SaleInput = Omit<MutationInput<'sale.create.v1'>, 'id'>;
export type PaymentInput = Omit<MutationInput<'salePayment.create.v1'>, 'id'>;

export const addEntry = (entry: EntryInput) => mutate('waitlist.create.v1', { id: uuidv7(), ...entry });
export const updateEntry = (id: string, patch: MutationInput<'waitlist.update.v1'>['patch']) => mutate('waitlist.update.v1', { id, patch });
export const moveEntry = (id: string, position: number) => mutate('waitlist.move.v1', { id, position });
export const offerAnimal = (id: string, reptileId: string | null) => mutate('waitlist.offer.v1', { id, reptileId });
export const withdrawEntry = (id: string) => mutate('waitlist.withdraw.v1', { id });
export const createSale = (sale: SaleInput) => mutate('sale.create.v1', { id: uuidv7(), ...sale });
export const updateSale = (id: string, patch: MutationInput<'sale.update.v1'>['patch']) => mutate('sale.update.v1', { id, patch });
export const completeSale = (id: string, completedOn: string) => mutate('sale.complete.v1', { id, completedOn });
export const cancelSale = (id: string) => mutate('sale.cancel.v1', { id });
export const addPayment = (payment: PaymentInput) => mutate('salePayment.create.v1', { id: uuidv7(), ...payment });
export const removePayment = (id: string) => mutate('salePayment.delete.v1', { id });
