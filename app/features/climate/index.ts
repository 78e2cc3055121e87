/**
 * What the rest of the app uses from the climate feature (issue 28): an enclosure's readings,
 * target ranges and logger imports, and each enclosure's flags for the rack view.
 */
export { EnclosureClimate } from './readings-section';
export { useClimateFlags, type ClimateFlags } from './use-readings';
// Equipment and its replacement, cleaning and its recurring due dates.
export { EnclosureEquipment } from './equipment-section';
export { EnclosureUpkeep } from './upkeep-section';
export { useEquipmentDue, type EquipmentDue, type LocalEquipment } from './use-equipment';
export { useUpkeepDue, type LocalUpkeep } from './use-upkeep';
export { useEnclosureFlags } from './enclosure-flags';
export { deleteUpkeep, logUpkeep } from './upkeep-repository';
export { EquipmentDueNotice } from './equipment-due-notice';
export { UpkeepDueNotice } from './upkeep-due-notice';
