/**
 * The server side of the mutation registry (shared/sync/mutations.ts): one mutator per name.
 * `satisfies` makes a name without a server mutator a type error.
 */
import type { MutationName } from '../../../../shared/sync/mutations';
import type { ServerMutator } from './context';
import { createReptile, deleteReptile, updateReptile } from './reptile';
import { createGrowthLog, deleteGrowthLog, updateGrowthLog } from './growth-log';
import { SERVER_LOG_MUTATORS } from './reptile-logs';
import { addFeederStock, createFeeder, deleteFeeder, takeFeederStock, updateFeeder } from './feeder';
import { createCollection, deleteCollection, pickActiveCollectionsMutator, updateCollection } from './collection';
import { markAchievementsSeen } from './achievement';
import { createOcrImport } from './ocr-import';
import { hatchClutch } from './hatch';
import { importSheet } from './sheet-import';
import { createEquipment, createReading, createUpkeep, deleteEquipment, deleteReading, deleteUpkeep, importReadings, updateEquipment } from './climate';
import { createEnclosure, createPlacement, createRack, deleteEnclosure, deletePlacement, deleteRack, updateEnclosure, updateRack } from './enclosure';
import { createCareMode, createCourse, deleteCareMode, deleteCourse, endCareMode, giveDose, stopCourse, updateCareMode } from './health';
import { cancelSale, completeSale, createEntry, createPayment, createSale, deleteEntry, deletePayment, moveEntry, offerToEntry, updateEntry, updateSale, withdrawEntry } from './sales';
import { completeReminderMutator, createReminder, deleteReminder, uncompleteReminderMutator, updateReminder } from './reminder';

export const SERVER_MUTATORS = {
  'reptile.create.v1': createReptile,
  'reptile.update.v1': updateReptile,
  'reptile.delete.v1': deleteReptile,
  'growthLog.create.v1': createGrowthLog,
  'growthLog.update.v1': updateGrowthLog,
  'growthLog.delete.v1': deleteGrowthLog,
  ...SERVER_LOG_MUTATORS,
  'feeder.create.v1': createFeeder,
  'feeder.update.v1': updateFeeder,
  'feeder.delete.v1': deleteFeeder,
  'feeder.addStock.v1': addFeederStock,
  'feeder.takeStock.v1': takeFeederStock,
  'reminder.create.v1': createReminder,
  'reminder.update.v1': updateReminder,
  'reminder.delete.v1': deleteReminder,
  'reminder.complete.v1': completeReminderMutator,
  'reminder.uncomplete.v1': uncompleteReminderMutator,
  'collection.create.v1': createCollection,
  'collection.update.v1': updateCollection,
  'collection.delete.v1': deleteCollection,
  'collection.pickActive.v1': pickActiveCollectionsMutator,
  'achievement.markSeen.v1': markAchievementsSeen,
  'ocrImport.create.v1': createOcrImport,
  'clutch.hatch.v1': hatchClutch,
  'sheetImport.create.v1': importSheet,
  'rack.create.v1': createRack,
  'rack.update.v1': updateRack,
  'rack.delete.v1': deleteRack,
  'enclosure.create.v1': createEnclosure,
  'enclosure.update.v1': updateEnclosure,
  'enclosure.delete.v1': deleteEnclosure,
  'placement.create.v1': createPlacement,
  'placement.delete.v1': deletePlacement,
  'reading.create.v1': createReading,
  'reading.delete.v1': deleteReading,
  'reading.import.v1': importReadings,
  'equipment.create.v1': createEquipment,
  'equipment.update.v1': updateEquipment,
  'equipment.delete.v1': deleteEquipment,
  'upkeep.create.v1': createUpkeep,
  'upkeep.delete.v1': deleteUpkeep,
  'careMode.create.v1': createCareMode,
  'careMode.update.v1': updateCareMode,
  'careMode.end.v1': endCareMode,
  'careMode.delete.v1': deleteCareMode,
  'medCourse.create.v1': createCourse,
  'medCourse.stop.v1': stopCourse,
  'medCourse.delete.v1': deleteCourse,
  'medCourse.give.v1': giveDose,
  'waitlist.create.v1': createEntry,
  'waitlist.update.v1': updateEntry,
  'waitlist.move.v1': moveEntry,
  'waitlist.offer.v1': offerToEntry,
  'waitlist.withdraw.v1': withdrawEntry,
  'waitlist.delete.v1': deleteEntry,
  'sale.create.v1': createSale,
  'sale.update.v1': updateSale,
  'sale.complete.v1': completeSale,
  'sale.cancel.v1': cancelSale,
  'salePayment.create.v1': createPayment,
  'salePayment.delete.v1': deletePayment,
} satisfies { [N in MutationName]: ServerMutator<N> };
