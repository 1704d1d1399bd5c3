export { defineFeature, type Feature, type FeatureDeclaration } from './define-feature';
export {
  defineService,
  type RunningService,
  type Service,
  type ServiceConfigSchema,
  type ServiceDeclaration,
  type ServiceImport,
  type StartOptions,
} from './define-service';
export {
  opsCommand,
  OpsUsageError,
  runOpsCommand,
  runOpsCommands,
  type OpsCommand,
  type OpsCommands,
  type OpsRun,
  type OpsValues,
} from './ops-runner';
