export { isDuplicateKeyError } from './duplicate-key';
export { Coalescer, type Settled } from './coalescer';
export { bulkWriteSettled, BulkWriter } from './bulk-write';
