import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, type InfraAddresses } from '../addresses';
import { onPath, type InfraComponent } from '../component';
import { goBuild, type GoCommand } from '../go';
import { repoRoot, serverDataDir } from '../paths';
import { isOurs, readPidRecord, startDetached } from '../processes';
import { mongoAnswers } from '../probes';

/** What `buildInfo.gitVersion` answers on our FerretDB build; `nil-filter-guard` is the fix for crashing aggregates. */
export const FERRETDB_PATCHES =
  'trio-rentals patches: id-pushdown, nil-filter-guard, group-accumulators, index-pushdown, multikey-indexes';

/** Go sources of our own (infra/local/ferretdb/) added to FerretDB's before it is built. */
const ferretdbSource = (file: string) => readFileSync(join(repoRoot, 'infra', 'local', 'ferretdb', file), 'utf8');

const ferretdbCommand: GoCommand = {
  module: 'github.com/FerretDB/FerretDB',
  version: 'v1.24.2',
  pkg: './cmd/ferretdb',
  binary: 'ferretdb',
  variant: 'patched',
  // The release reads its own version from an embedded file that only its build tooling writes. The commit file
  // names our patches: `buildInfo` answers it as `gitVersion`, so a test can tell a server built without them
  // (infra/test/mongo-aggregate.int-spec.ts).
  writeFiles: {
    'build/version/version.txt': 'v1.24.2\n',
    'build/version/commit.txt': `${FERRETDB_PATCHES}\n`,
    // index-pushdown: a filter on the leading fields of an index is narrowed in SQL through that index.
    'internal/backends/sqlite/index_pushdown.go': ferretdbSource('index_pushdown.go'),
    // multikey-indexes: which indexes hold arrays, so that pushdown never misses `{tags: 'a'}` in `['a', 'b']`.
    'internal/backends/sqlite/metadata/multikey.go': ferretdbSource('multikey.go'),
  },
  patches: [
    // Its SQLite backend finds a document by _id for UPDATE and DELETE with `sjson->'$._id'`, while the
    // _id index is built on `sjson->"_id"`: the same path, a different expression, so SQLite scans the
    // whole table on every update (10 ms at 3,000 documents instead of 2 ms). Use the indexed expression.
    {
      file: 'internal/backends/sqlite/metadata/metadata.go',
      from: `IDColumn = DefaultColumn + "->'$._id'"`,
      to: 'IDColumn = DefaultColumn + `->"_id"`',
    },
    // It narrows a query to one row by _id only when the filter has no other key: `{_id, version}` or
    // `{_id, claimBy: null}` scan and decode the whole collection (62% of its CPU in bench/events). The
    // SQL WHERE is only a pre-filter (every caller applies the full filter afterwards), so narrowing
    // whenever the filter names a top-level _id is safe. The filter is nil when nothing was pushed down
    // (an aggregate that does not start with $match), and Has, unlike Len, does not take a nil document:
    // unguarded, `[{$group}]` or `[{$sort}, {$limit}]` panicked, dropped the connection, and could kill
    // the process on an unfinalized iterator (infra/test/mongo-aggregate.int-spec.ts).
    {
      file: 'internal/backends/sqlite/collection.go',
      from: 'if params.Filter.Len() == 1 {',
      to: 'if params.Filter != nil && params.Filter.Has("_id") {',
    },
    // index-pushdown: after the _id narrowing above, narrow by the leading fields of an index that is known to
    // hold no arrays (infra/local/ferretdb/index_pushdown.go), in find, count, update, delete, findAndModify and
    // aggregate's leading $match alike (they all read through Query), and report it in explain.
    {
      file: 'internal/backends/sqlite/collection.go',
      from: '\tq += whereClause\n\tq += prepareOrderByClause(params.Sort)',
      to: [
        '\tif whereClause == "" {',
        '\t\twhereClause, args = indexPushdown(meta, params.Filter)',
        '\t}',
        '',
        '\tq += whereClause',
        '\tq += prepareOrderByClause(params.Sort)',
      ].join('\n'),
    },
    {
      file: 'internal/backends/sqlite/collection.go',
      from: '\torderByClause := prepareOrderByClause(params.Sort)',
      to: [
        '\tif whereClause == "" {',
        '\t\twhereClause, args = indexPushdown(meta, params.Filter)',
        '\t\tfilterPushdown = whereClause != ""',
        '\t}',
        '',
        '\torderByClause := prepareOrderByClause(params.Sort)',
      ].join('\n'),
    },
    // multikey-indexes: an index records whether any document holds an array on its paths (nil: not known yet,
    // for indexes made before this patch).
    {
      file: 'internal/backends/sqlite/metadata/settings.go',
      from: '\tUnique bool           `json:"unique"`\n',
      to: '\tUnique bool           `json:"unique"`\n\tMultikey *bool `json:"trioMultikey,omitempty"`\n',
    },
    {
      file: 'internal/backends/sqlite/metadata/settings.go',
      from: '\t\t\tUnique: index.Unique,\n',
      to: '\t\t\tUnique: index.Unique,\n\t\t\tMultikey: index.Multikey,\n',
    },
    // A new index scans the rows it is made on once.
    {
      file: 'internal/backends/sqlite/metadata/registry.go',
      from: '\t\tcreated = append(created, index.Name)\n',
      to: [
        '\t\tcreated = append(created, index.Name)',
        '',
        '\t\tmultikey, mkErr := hasArraysInTable(ctx, db, c.TableName, index)',
        '\t\tif mkErr != nil {',
        '\t\t\t_ = r.indexesDrop(ctx, dbName, collectionName, created)',
        '\t\t\treturn lazyerrors.Error(mkErr)',
        '\t\t}',
        '',
        '\t\tindex.Multikey = boolPointer(multikey)',
        '',
      ].join('\n'),
    },
    // Indexes made before the patch are decided when their database is opened.
    {
      file: 'internal/backends/sqlite/metadata/registry.go',
      from: '\tr.colls[dbName] = colls\n\n\treturn nil',
      to: '\tr.colls[dbName] = colls\n\n\treturn r.resolveMultikey(ctx, dbName, db)',
    },
    // Writes mark the indexes their arrays make multikey before the rows change.
    {
      file: 'internal/backends/sqlite/collection.go',
      from: '\terr := db.InTransaction(ctx, func(tx *fsql.Tx) error {\n\t\tbatchSize := c.r.BatchSize',
      to: [
        '\tif err := c.r.NoteArrays(ctx, c.dbName, c.name, params.Docs); err != nil {',
        '\t\treturn nil, lazyerrors.Error(err)',
        '\t}',
        '',
        '\terr := db.InTransaction(ctx, func(tx *fsql.Tx) error {',
        '\t\tbatchSize := c.r.BatchSize',
      ].join('\n'),
    },
    {
      file: 'internal/backends/sqlite/collection.go',
      from: '\tq := fmt.Sprintf(`UPDATE %q SET %s = ? WHERE %s = ?`',
      to: [
        '\tif err := c.r.NoteArrays(ctx, c.dbName, c.name, params.Docs); err != nil {',
        '\t\treturn nil, lazyerrors.Error(err)',
        '\t}',
        '',
        '\tq := fmt.Sprintf(`UPDATE %q SET %s = ? WHERE %s = ?`',
      ].join('\n'),
    },
    // `$group` hands every accumulator of a group the same iterator over its documents, so the first one
    // consumes it and the others see none: `{count: {$sum: 1}, rent: {$sum: '$rent'}}` answered rent 0.
    // Give each accumulator its own iterator.
    {
      file: 'internal/handler/common/aggregations/stages/group.go',
      from: [
        '\t\tgroupIter := iterator.Values(iterator.ForSlice(groupedDocument.documents))',
        '\t\tdefer groupIter.Close()',
        '',
        '\t\tfor _, accumulation := range g.groupBy {',
        '\t\t\tout, err := accumulation.accumulator.Accumulate(groupIter)',
      ].join('\n'),
      to: [
        '\t\tfor _, accumulation := range g.groupBy {',
        '\t\t\tgroupIter := iterator.Values(iterator.ForSlice(groupedDocument.documents))',
        '\t\t\tout, err := accumulation.accumulator.Accumulate(groupIter)',
        '\t\t\tgroupIter.Close()',
      ].join('\n'),
    },
  ],
};

function publicAddress(a: InfraAddresses) {
  return hostPort(a.mongoUrl, 27017);
}

/** FerretDB listens here, behind the write gate; the applications only ever see the public address. */
function ferretdbAddress(a: InfraAddresses) {
  const { host, port } = publicAddress(a);
  return { host, port: port + 100 };
}

function ferretdbUrl(a: InfraAddresses): string {
  const { host, port } = ferretdbAddress(a);
  return `mongodb://${host}:${port}/?directConnection=true`;
}

/** What serves the public MongoDB address: the name, address and probe applications see. */
function publicMongo(start: InfraComponent['start']): InfraComponent {
  return {
    name: 'mongo',
    startTimeoutMs: 60_000,
    address: (a) => a.mongoUrl,
    answers: (a) => mongoAnswers(a.mongoUrl),
    provision: async () => undefined,
    start,
  };
}

/** A real `mongod` on PATH serves the public address itself. */
const mongod = publicMongo(async (a) => {
  const { host, port } = publicAddress(a);
  const dbpath = join(serverDataDir('mongo'), 'mongod');
  mkdirSync(dbpath, { recursive: true });
  return startDetached({
    server: 'mongo',
    command: onPath('mongod')!,
    args: ['--bind_ip', host, '--port', String(port), '--dbpath', dbpath, '--quiet'],
  });
});

const gateIsOurs = () => {
  const record = readPidRecord('mongo');
  return record !== undefined && isOurs(record);
};

/** FerretDB 1.24 on SQLite, on an internal port. */
const ferretdb: InfraComponent = {
  name: 'ferretdb',
  startTimeoutMs: 60_000,
  address: (a) => ferretdbUrl(a),
  // Someone else's MongoDB on the public address makes FerretDB unnecessary.
  answers: async (a) => (await mongoAnswers(ferretdbUrl(a))) || ((await mongoAnswers(a.mongoUrl)) && !gateIsOurs()),
  async provision(_a, step) {
    const { built } = await goBuild('ferretdb', ferretdbCommand, step);
    return built ? `built FerretDB ${ferretdbCommand.version} with go (no mongod on PATH)` : undefined;
  },
  async start(a) {
    const { host, port } = ferretdbAddress(a);
    const { path } = await goBuild('ferretdb', ferretdbCommand);
    const dir = join(serverDataDir('mongo'), 'ferretdb');
    mkdirSync(dir, { recursive: true });
    return startDetached({
      server: 'ferretdb',
      command: path,
      args: [
        '--handler=sqlite',
        // WAL commits without an fsync each (synchronous NORMAL): what mongod does by default (w:1 acknowledges
        // before the journal's next group commit), safe against a crash of FerretDB, not of the machine. Halves a
        // write (2.4-2.8 ms → 1.2 ms) and the write gate's turn with it.
        `--sqlite-url=file:${dir}/?_pragma=synchronous(NORMAL)`,
        `--listen-addr=${host}:${port}`,
        `--state-dir=${dir}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=warn',
        // Dotted filters (`tenant.userId`) reach the backend too, so an index on a nested field serves them.
        '--test-enable-nested-pushdown',
      ],
    });
  },
};

/** The write gate (mongo-write-gate.ts) on the public address, in front of FerretDB. */
const writeGate = publicMongo(async (a) => {
  const listen = publicAddress(a);
  const upstream = ferretdbAddress(a);
  return startDetached({
    server: 'mongo',
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      join(repoRoot, 'infra', 'local', 'mongo-write-gate.ts'),
      `${listen.host}:${listen.port}`,
      `${upstream.host}:${upstream.port}`,
    ],
    cwd: repoRoot,
  });
});

/** mongod when there is one; otherwise FerretDB behind the write gate. */
export function mongoServers(): InfraComponent[] {
  return onPath('mongod') ? [mongod] : [ferretdb, writeGate];
}
