/**
 * /racks/:id: the enclosures feature's rack view with each tub's flags from the climate feature
 * (a reading outside its ranges, cleaning overdue, equipment due for replacement). Composed here
 * because the climate feature sits above the enclosures (decision 0030).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useEnclosureFlags } from '../features/climate';
import { RackPage, useRackTubs } from '../features/enclosures';

export function RackRoute() {
  const { id } = useParams();
  const tubs = useRackTubs(id);
  const ids = useMemo(() => tubs?.map((tub) => tub.id) ?? [], [tubs]);
  const flags = useEnclosureFlags(ids);
  return <RackPage tubFlags={flags} />;
}
