export { isDuplicateKeyError } from './duplicate-key';
export { changeReadModel, type ReadModelChange, type ReadModelFields } from './read-model';
export { OwnerAnswers } from './owner-answers';
