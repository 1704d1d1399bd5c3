// Written for trio-rentals and added to FerretDB v1.24.2's source before it is built (infra/local/components/mongo.ts).
//
// An index is "multikey" when some document holds an array somewhere along one of its key paths, as MongoDB
// marks its own indexes. The SQLite expression index on `_ferretdb_sjson->"field"` stores such an array as one
// JSON value, so an equality on an element cannot be found through it: the query pushdown (index_pushdown.go)
// uses only indexes known not to be multikey. The flag is decided when the index is made (a scan of the
// existing rows), for indexes made before this patch when the database is opened, and set before any write
// that puts an array on an index path; it is never cleared, as in MongoDB.

package metadata

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/fsql"
	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// plainFieldName is a field name that can be written in an SQL path expression without quoting problems.
var plainFieldName = regexp.MustCompile(`^[A-Za-z0-9_]+$`)

// PlainPath splits a dotted field path into its names, or reports that one of them is not a plain name.
func PlainPath(field string) ([]string, bool) {
	parts := strings.Split(field, ".")
	for _, p := range parts {
		if !plainFieldName.MatchString(p) {
			return nil, false
		}
	}

	return parts, true
}

// IndexExpression is the SQL expression the index on field was built on (registry.go's indexesCreate):
// `_ferretdb_sjson->"a"->"b"`. SQLite uses an index only for that same expression.
func IndexExpression(field string) (string, bool) {
	parts, ok := PlainPath(field)
	if !ok {
		return "", false
	}

	for i, p := range parts {
		parts[i] = fmt.Sprintf("%q", p)
	}

	return DefaultColumn + "->" + strings.Join(parts, "->"), true
}

// KnownSingleKey tells whether the index is known to hold no arrays on its paths.
func (i IndexInfo) KnownSingleKey() bool {
	return i.Multikey != nil && !*i.Multikey
}

func boolPointer(b bool) *bool {
	return &b
}

// hasArraysInTable tells whether any stored document has an array along one of the index's key paths.
func hasArraysInTable(ctx context.Context, db *fsql.DB, table string, index IndexInfo) (bool, error) {
	var conditions []string

	for _, key := range index.Key {
		parts, ok := PlainPath(key.Field)
		if !ok {
			return true, nil // never pushed down through
		}

		for n := 1; n <= len(parts); n++ {
			conditions = append(conditions, fmt.Sprintf(`json_type(%s, '$.%s') = 'array'`, DefaultColumn, strings.Join(parts[:n], ".")))
		}
	}

	q := fmt.Sprintf(`SELECT EXISTS (SELECT 1 FROM %q WHERE %s)`, table, strings.Join(conditions, " OR "))

	var found bool
	if err := db.QueryRowContext(ctx, q).Scan(&found); err != nil {
		return false, lazyerrors.Error(err)
	}

	return found, nil
}

// hasArrayOnPath tells whether the document holds an array anywhere along the dotted field path.
func hasArrayOnPath(doc *types.Document, field string) bool {
	var current any = doc

	for _, name := range strings.Split(field, ".") {
		d, ok := current.(*types.Document)
		if !ok {
			return false
		}

		v, err := d.Get(name)
		if err != nil {
			return false
		}

		if _, isArray := v.(*types.Array); isArray {
			return true
		}

		current = v
	}

	return false
}

// saveSettings writes the collection's settings to the metadata table and the registry.
//
// It does not hold the lock.
func (r *Registry) saveSettings(ctx context.Context, db *fsql.DB, dbName string, c *Collection) error {
	q := fmt.Sprintf("UPDATE %q SET settings = ? WHERE table_name = ?", metadataTableName)
	if _, err := db.ExecContext(ctx, q, c.Settings, c.TableName); err != nil {
		return lazyerrors.Error(err)
	}

	r.colls[dbName][c.Name] = c

	return nil
}

// resolveMultikey decides the flag of every index of the loaded collections that has none (made before the
// patch), by a scan of its rows, once.
//
// It does not hold the lock.
func (r *Registry) resolveMultikey(ctx context.Context, dbName string, db *fsql.DB) error {
	for _, stored := range r.colls[dbName] {
		c := stored.deepCopy()
		changed := false

		for i, index := range c.Settings.Indexes {
			if index.Multikey != nil {
				continue
			}

			found, err := hasArraysInTable(ctx, db, c.TableName, index)
			if err != nil {
				return lazyerrors.Error(err)
			}

			c.Settings.Indexes[i].Multikey = boolPointer(found)
			changed = true
		}

		if changed {
			if err := r.saveSettings(ctx, db, dbName, c); err != nil {
				return lazyerrors.Error(err)
			}
		}
	}

	return nil
}

// NoteArrays marks multikey every index of the collection on a path of which one of the documents about to be
// written holds an array. Call it before the write, so that no query pushes down through the index once the
// array can be read.
func (r *Registry) NoteArrays(ctx context.Context, dbName, collectionName string, docs []*types.Document) error {
	r.rw.RLock()
	names := multikeyIndexesOf(r.colls[dbName][collectionName], docs)
	r.rw.RUnlock()

	if len(names) == 0 {
		return nil
	}

	r.rw.Lock()
	defer r.rw.Unlock()

	c := r.collectionGet(dbName, collectionName)
	if c == nil {
		return nil
	}

	for i, index := range c.Settings.Indexes {
		if names[index.Name] {
			c.Settings.Indexes[i].Multikey = boolPointer(true)
		}
	}

	db := r.DatabaseGetExisting(ctx, dbName)
	if db == nil {
		return nil
	}

	return r.saveSettings(ctx, db, dbName, c)
}

// multikeyIndexesOf names the indexes not yet marked multikey that the documents would make multikey.
func multikeyIndexesOf(c *Collection, docs []*types.Document) map[string]bool {
	if c == nil {
		return nil
	}

	var names map[string]bool

	for _, index := range c.Settings.Indexes {
		if index.Multikey != nil && *index.Multikey {
			continue
		}

	docs:
		for _, doc := range docs {
			for _, key := range index.Key {
				if hasArrayOnPath(doc, key.Field) {
					if names == nil {
						names = map[string]bool{}
					}

					names[index.Name] = true

					break docs
				}
			}
		}
	}

	return names
}
