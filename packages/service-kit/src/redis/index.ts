export { InjectRedis, REDIS, RedisModule, type RedisModuleOptions } from './redis.module';
