// Written for trio-rentals and added to FerretDB v1.24.2's source before it is built (infra/local/components/mongo.ts).
//
// Upstream narrows a query in SQL only by `_id` (FerretDB issue #3235): any other filter reads and decodes the
// whole table. This narrows it by the leading fields of one index instead, written in that index's own
// expression so SQLite searches the index. The WHERE clause stays a pre-filter: every caller (find, count,
// update, delete, findAndModify, aggregate's leading $match) still applies the whole filter to what it returns,
// so the clause may let through more than matches, never less. Hence only what compares exactly as JSON text:
// strings with nothing to escape, ObjectIDs and booleans, by equality, `$eq` or `$in`; and `$gt: 0`, since the
// JSON text of every number above zero sorts above "0" and that of zero, negative numbers and strings does not
// (how a count of pending things is found: the outbox sweep's `{outboxPending: {$gt: 0}}`). Only through indexes
// known to hold no arrays (multikey.go), since `{tags: "a"}` must find `{tags: ["a", "b"]}`.

package sqlite

import (
	"fmt"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
)

// maxPushedValues bounds an `$in` list sent to SQLite; a longer one is left to the in-memory filter.
const maxPushedValues = 1000

// indexPushdown returns the WHERE clause and its arguments that narrow a query with filter to the rows one
// index of the collection finds, or "" when no index can serve the filter.
func indexPushdown(meta *metadata.Collection, filter *types.Document) (string, []any) {
	if meta == nil || filter == nil || filter.Len() == 0 {
		return "", nil
	}

	var best []string
	var bestArgs []any
	bestScore := 0

	for _, index := range meta.Settings.Indexes {
		if !index.KnownSingleKey() {
			continue
		}

		conditions, args, score := indexConditions(index, filter)
		if score > bestScore {
			best, bestArgs, bestScore = conditions, args, score
		}
	}

	if bestScore == 0 {
		return "", nil
	}

	return " WHERE " + strings.Join(best, " AND "), bestArgs
}

// indexConditions narrows by the index's leading key fields the filter gives values for: each equality lets
// the next field narrow too; an `$in` of several values is the last. The score prefers more fields, and a unique
// index whose every field is given one value (at most one row).
func indexConditions(index metadata.IndexInfo, filter *types.Document) ([]string, []any, int) {
	var conditions []string
	var args []any
	score := 0
	allSingle := true

	for _, key := range index.Key {
		expr, ok := metadata.IndexExpression(key.Field)
		if !ok {
			allSingle = false
			break
		}

		values := pushableValues(filter, key.Field)
		if len(values) == 0 {
			if aboveZero(filter, key.Field) {
				conditions = append(conditions, expr+" > '0'")
				score++
			}

			allSingle = false
			break
		}

		if len(values) == 1 {
			conditions = append(conditions, expr+" = ?")
			args = append(args, values[0])
			score += 2

			continue
		}

		conditions = append(conditions, fmt.Sprintf("%s IN (%s)", expr, strings.TrimSuffix(strings.Repeat("?, ", len(values)), ", ")))
		args = append(args, values...)
		score++
		allSingle = false

		break
	}

	if score > 0 && allSingle && index.Unique {
		score += 100
	}

	return conditions, args, score
}

// pushableValues gives the JSON texts a document's field must equal one of to match the filter's condition on
// it, or nothing when the condition cannot be narrowed exactly in SQL.
func pushableValues(filter *types.Document, field string) []any {
	condition, err := filter.Get(field)
	if err != nil {
		return nil
	}

	operators, isDocument := condition.(*types.Document)
	if !isDocument {
		return jsonTexts(condition)
	}

	if v, err := operators.Get("$eq"); err == nil {
		return jsonTexts(v)
	}

	in, err := operators.Get("$in")
	if err != nil {
		return nil
	}

	list, ok := in.(*types.Array)
	if !ok || list.Len() == 0 || list.Len() > maxPushedValues {
		return nil
	}

	values := make([]any, 0, list.Len())

	for i := 0; i < list.Len(); i++ {
		v, _ := list.Get(i)

		texts := jsonTexts(v)
		if texts == nil {
			return nil
		}

		values = append(values, texts...)
	}

	return values
}

// aboveZero tells whether the filter's condition on the field is `$gt: 0` (any numeric type).
func aboveZero(filter *types.Document, field string) bool {
	condition, _ := filter.Get(field)

	operators, ok := condition.(*types.Document)
	if !ok {
		return false
	}

	bound, err := operators.Get("$gt")
	if err != nil {
		return false
	}

	switch bound := bound.(type) {
	case int32:
		return bound == 0
	case int64:
		return bound == 0
	case float64:
		return bound == 0
	default:
		return false
	}
}

// jsonTexts is the value as SQLite's `->` renders it, for the values whose rendering is exact.
func jsonTexts(v any) []any {
	switch v := v.(type) {
	case string, types.ObjectID, bool:
		b, err := sjson.MarshalSingleValue(v)
		if err != nil || strings.ContainsRune(string(b), '\\') {
			return nil
		}

		return []any{string(b)}
	default:
		return nil
	}
}
