export { InjectRedis, REDIS, RedisModule, type RedisModuleOptions } from './redis.module';
export { closeRedis } from './close-redis';
