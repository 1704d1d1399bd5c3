export { isDuplicateKeyError } from './duplicate-key';
