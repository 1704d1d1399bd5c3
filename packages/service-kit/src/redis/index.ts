export { InjectRedis, REDIS, RedisModule, type RedisModuleOptions } from './redis.module';
export { closeRedis } from './close-redis';
export { WindowCounter, type WindowCount } from './window-counter';
