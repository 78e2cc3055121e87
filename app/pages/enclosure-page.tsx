/**
 * /enclosures/:id: the enclosures feature's page of one enclosure with the climate feature's
 * sections under it: readings (ranges, a logger's import, the chart), equipment, cleaning.
 * Composed here because the climate feature sits above the enclosures (decision 0030).
 */
import { EnclosureClimate, EnclosureEquipment, EnclosureUpkeep } from '../features/climate';
import { EnclosurePage, type LocalEnclosure } from '../features/enclosures';

const climateOf = (enclosure: LocalEnclosure) => (
  <>
    <EnclosureClimate enclosure={enclosure} />
    <EnclosureEquipment enclosure={enclosure} />
    <EnclosureUpkeep enclosure={enclosure} />
  </>
);

export function EnclosureRoute() {
  return <EnclosurePage extra={climateOf} />;
}
