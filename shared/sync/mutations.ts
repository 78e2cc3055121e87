/**
 * The mutation registry: every name a client may push, with the zod schema of its arguments.
 * Names carry a version (`.v1`): changing what a mutation means adds `.v2` next to `.v1`, and the
 * server keeps accepting `.v1` for as long as old clients may still hold it in their outbox.
 */
import type { z } from 'zod';
import { ReptileCreateArgs, ReptileDeleteArgs, ReptileUpdateArgs } from '../schemas/reptile';
import { GrowthLogCreateArgs, GrowthLogDeleteArgs, GrowthLogUpdateArgs } from '../schemas/growth-log';
import { LOG_MUTATION_SCHEMAS } from '../mutators/logs';
import { FeederAddStockWireArgs, FeederCreateWireArgs, FeederDeleteArgs, FeederTakeStockArgs, FeederUpdateArgs } from '../schemas/feeder';
import { CollectionCreateArgs, CollectionDeleteArgs, CollectionPickArgs, CollectionUpdateArgs } from '../schemas/collection';
import { AchievementMarkSeenArgs } from '../achievements/rows';
import { OcrImportCreateArgs } from '../schemas/ocr-import';
import { SheetImportCreateArgs } from '../schemas/sheet-import';
import { ClutchHatchArgs } from '../schemas/hatch';
import { EnclosureCreateArgs, EnclosureDeleteArgs, EnclosureUpdateArgs, PlacementCreateArgs, PlacementDeleteArgs, RackCreateArgs, RackDeleteArgs, RackUpdateArgs } from '../schemas/enclosure';
import { EquipmentCreateArgs, EquipmentDeleteArgs, EquipmentUpdateArgs, ReadingCreateArgs, ReadingDeleteArgs, ReadingImportArgs, UpkeepCreateArgs, UpkeepDeleteArgs } from '../schemas/climate';
import { CareModeCreateArgs, CareModeDeleteArgs, CareModeEndArgs, CareModeUpdateArgs } from '../schemas/care-mode';
import { CourseCreateArgs, CourseDeleteArgs, CourseGiveArgs, CourseStopArgs } from '../schemas/medication';
import { PaymentCreateArgs, PaymentDeleteArgs, SaleCancelArgs, SaleCompleteArgs, SaleCreateArgs, SaleUpdateArgs, WaitlistCreateArgs, WaitlistDeleteArgs, WaitlistMoveArgs, WaitlistOfferArgs, WaitlistUpdateArgs, WaitlistWithdrawArgs } from '../schemas/sale';
import { ReminderCompleteArgs, ReminderCreateArgs, ReminderDeleteArgs, ReminderUncompleteArgs, ReminderUpdateArgs } from '../schemas/reminder';

export const MUTATIONS = {
  'reptile.create.v1': ReptileCreateArgs,
  'reptile.update.v1': ReptileUpdateArgs,
  'reptile.delete.v1': ReptileDeleteArgs,
  'growthLog.create.v1': GrowthLogCreateArgs,
  'growthLog.update.v1': GrowthLogUpdateArgs,
  'growthLog.delete.v1': GrowthLogDeleteArgs,
  // The generic log kinds' fifteen, from LOG_KINDS ('feedingLog.create.v1' …).
  ...LOG_MUTATION_SCHEMAS,
  // Adds take any positive count here; the limit of 5 is the stock rule's, so a refusal names it
  // (`quantity-limit`). The app checks the strict FeederCreateArgs/FeederAddStockArgs first.
  'feeder.create.v1': FeederCreateWireArgs,
  'feeder.update.v1': FeederUpdateArgs,
  'feeder.delete.v1': FeederDeleteArgs,
  'feeder.addStock.v1': FeederAddStockWireArgs,
  'feeder.takeStock.v1': FeederTakeStockArgs,
  'reminder.create.v1': ReminderCreateArgs,
  'reminder.update.v1': ReminderUpdateArgs,
  'reminder.delete.v1': ReminderDeleteArgs,
  'reminder.complete.v1': ReminderCompleteArgs,
  'reminder.uncomplete.v1': ReminderUncompleteArgs,
  'collection.create.v1': CollectionCreateArgs,
  'collection.update.v1': CollectionUpdateArgs,
  'collection.delete.v1': CollectionDeleteArgs,
  'collection.pickActive.v1': CollectionPickArgs,
  'achievement.markSeen.v1': AchievementMarkSeenArgs,
  // One OCR import: its logs apply together or not at all (shared/schemas/ocr-import.ts).
  'ocrImport.create.v1': OcrImportCreateArgs,
  // A hatch with its hatchlings' profiles: applied together or not at all (shared/schemas/hatch.ts).
  'clutch.hatch.v1': ClutchHatchArgs,
  // A spreadsheet's animals and logs (issue 30): one change, applied whole or refused whole.
  'sheetImport.create.v1': SheetImportCreateArgs,
  // Where animals live (issue 28): a rack comes with all its tubs in one change.
  'rack.create.v1': RackCreateArgs,
  'rack.update.v1': RackUpdateArgs,
  'rack.delete.v1': RackDeleteArgs,
  'enclosure.create.v1': EnclosureCreateArgs,
  'enclosure.update.v1': EnclosureUpdateArgs,
  'enclosure.delete.v1': EnclosureDeleteArgs,
  'placement.create.v1': PlacementCreateArgs,
  'placement.delete.v1': PlacementDeleteArgs,
  // An enclosure's climate, equipment and upkeep (issue 28); an import is one change.
  'reading.create.v1': ReadingCreateArgs,
  'reading.delete.v1': ReadingDeleteArgs,
  'reading.import.v1': ReadingImportArgs,
  'equipment.create.v1': EquipmentCreateArgs,
  'equipment.update.v1': EquipmentUpdateArgs,
  'equipment.delete.v1': EquipmentDeleteArgs,
  'upkeep.create.v1': UpkeepCreateArgs,
  'upkeep.delete.v1': UpkeepDeleteArgs,
  // The health watch (issue 29): care modes, and medication courses with their dose reminders.
  'careMode.create.v1': CareModeCreateArgs,
  'careMode.update.v1': CareModeUpdateArgs,
  'careMode.end.v1': CareModeEndArgs,
  'careMode.delete.v1': CareModeDeleteArgs,
  'medCourse.create.v1': CourseCreateArgs,
  'medCourse.stop.v1': CourseStopArgs,
  'medCourse.delete.v1': CourseDeleteArgs,
  'medCourse.give.v1': CourseGiveArgs,
  // A breeder's sales (issue 30): the waitlist, sales and their payments.
  'waitlist.create.v1': WaitlistCreateArgs,
  'waitlist.update.v1': WaitlistUpdateArgs,
  'waitlist.move.v1': WaitlistMoveArgs,
  'waitlist.offer.v1': WaitlistOfferArgs,
  'waitlist.withdraw.v1': WaitlistWithdrawArgs,
  'waitlist.delete.v1': WaitlistDeleteArgs,
  'sale.create.v1': SaleCreateArgs,
  'sale.update.v1': SaleUpdateArgs,
  'sale.complete.v1': SaleCompleteArgs,
  'sale.cancel.v1': SaleCancelArgs,
  'salePayment.create.v1': PaymentCreateArgs,
  'salePayment.delete.v1': PaymentDeleteArgs,
} as const;

export type MutationName = keyof typeof MUTATIONS;
/** What a caller passes (defaults may be omitted). */
export type MutationInput<N extends MutationName> = z.input<(typeof MUTATIONS)[N]>;
/** What the schema produces (trimmed, defaults filled): what is stored and sent. */
export type MutationArgs<N extends MutationName> = z.output<(typeof MUTATIONS)[N]>;

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATIONS, name);
}
