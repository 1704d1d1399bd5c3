import { ProblemException } from '@trio/service-kit/http';

/** What the landlord dashboard refuses; the class name tells the logs which module spoke. */
export class LandlordException extends ProblemException {}

export const signInForDashboard = () => new LandlordException('UNAUTHENTICATED', 'Sign in to see your dashboard.');

export const notYourDashboard = () => new LandlordException('FORBIDDEN', 'You can only see your own dashboard.');
