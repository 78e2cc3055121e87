/** What other features may use from the collections feature. */
export { useCollections, type LocalCollection } from './use-collections';
export { CollectionField } from './collection-field';
export { CollectionFilter } from './collection-filter';
export { useCollectionParam } from './use-collection-param';
