import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError, onPath, runLogged, type StepReporter } from './component';
import { cacheDir, repoRoot } from './paths';

/** Pinned so the resolved classpath is the same on every machine. */
const dependencyPlugin = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';

export function requireJava(server: string): string {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : onPath('java');
  if (!java || !existsSync(java)) {
    throw new InfraError(
      server,
      'needs a Java 17+ runtime (apt-get install -y openjdk-17-jdk-headless) on PATH or in JAVA_HOME',
    );
  }
  return java;
}

/**
 * Copies the runtime classpath of `infra/local/<pomFolder>/pom.xml` from Maven Central into the cache.
 * A marker file records a complete copy, so an interrupted download is redone rather than half-used.
 */
export async function mavenClasspath(
  server: string,
  pomFolder: string,
  cacheName: string,
  step?: StepReporter,
): Promise<{ libs: string; fetched: boolean }> {
  const home = join(cacheDir, cacheName);
  const libs = join(home, 'libs');
  const marker = join(home, '.complete');
  if (existsSync(marker) && existsSync(libs) && readdirSync(libs).some((f) => f.endsWith('.jar'))) {
    return { libs, fetched: false };
  }
  const mvn = onPath('mvn');
  if (!mvn) {
    throw new InfraError(server, 'needs Maven (apt-get install -y maven) to fetch its jars from Maven Central');
  }
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  step?.(`fetching ${pomFolder}'s classpath from Maven Central (first run only; log: ${join(home, 'maven.log')})`);
  await runLogged(
    server,
    mvn,
    [
      '-B',
      '-q',
      '-f',
      join(repoRoot, 'infra', 'local', pomFolder, 'pom.xml'),
      `${dependencyPlugin}:copy-dependencies`,
      '-DincludeScope=runtime',
      `-DoutputDirectory=${libs}`,
    ],
    { log: join(home, 'maven.log') },
  );
  writeFileSync(marker, new Date().toISOString());
  return { libs, fetched: true };
}
