/** Addresses other screens read: rack feeding (`?rack=&shelf=`) and the label sheet (`?enclosures=`). */
export const feedRackLink = (rackId: string, shelf?: number): string =>
  `/feed-rack?${new URLSearchParams(shelf === undefined ? { rack: rackId } : { rack: rackId, shelf: String(shelf) }).toString()}`;

/** The labels page with these enclosures chosen, in this order (ids are UUIDs: no escaping needed, but done). */
export const labelsLink = (enclosureIds: readonly string[]): string => `/labels?enclosures=${enclosureIds.map(encodeURIComponent).join(',')}`;
