export { isDuplicateKeyError } from './duplicate-key';
export { Coalescer, type Settled } from './coalescer';
export { bulkWriteSettled, BulkWriter, UPDATES_PER_COMMAND } from './bulk-write';
