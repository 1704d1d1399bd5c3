export { isDuplicateKeyError } from './duplicate-key';
export { Coalescer, type Settled } from './coalescer';
export { bulkWriteSettled, BulkWriter, UPDATES_PER_COMMAND } from './bulk-write';
export { changeReadModel, type ReadModelChange, type ReadModelFields } from './read-model';
export { OwnerAnswers } from './owner-answers';
