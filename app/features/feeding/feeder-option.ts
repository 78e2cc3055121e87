import type { FeederType } from '../../../shared/schemas/feeder';

/** What the feeding form shows of a feeder from the inventory, and checks the quantity against. */
export interface FeederOption {
  id: string;
  name: string;
  type: FeederType;
  weightPerItemGrams: number;
  /** Items in stock on this device (the server re-checks when the feeding syncs). */
  quantity: number;
}
