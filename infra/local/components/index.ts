import type { InfraComponent } from '../component';
import { kafka } from './kafka';
import { mail } from './mail';
import { mongoServers } from './mongo';
import { opensearch } from './opensearch';
import { razorpay } from './razorpay';
import { redis } from './redis';
import { s3 } from './s3';

/** Every server local mode runs, quickest first. */
export const components: InfraComponent[] = [redis, mail, razorpay, ...mongoServers(), s3, kafka, opensearch];
