package httpapi

import (
	"math"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/stewardhq/steward"
)

// Jobs are the one body on a hot path (GET /api/v1/jobs), and encoding a
// page of them through reflection cost about half as much CPU as reading
// it from SQLite. appendJob writes the same bytes as encoding/json does for
// a steward.Job, without reflection; TestJobJSONMatchesEncodingJSON holds
// the two equal, so a field added to steward.Job fails it until it is
// added here too.

// appendJobList appends the body of GET /api/v1/jobs and a newline, as
// json.Encoder writes it.
func appendJobList(b []byte, jobs []*steward.Job, total int) []byte {
	b = append(b, `{"jobs":`...)
	if jobs == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, j := range jobs {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJob(b, j)
		}
		b = append(b, ']')
	}
	b = append(b, `,"total":`...)
	b = strconv.AppendInt(b, int64(total), 10)
	return append(b, "}\n"...)
}

// appendJob appends j's v1 JSON form.
func appendJob(b []byte, j *steward.Job) []byte {
	if j == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, j.ID, 10)
	b = append(b, `,"address_id":`...)
	b = strconv.AppendInt(b, j.AddressID, 10)
	b = append(b, `,"pro_id":`...)
	if j.ProID == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *j.ProID, 10)
	}
	b = append(b, `,"service_type":`...)
	b = appendJSONString(b, string(j.ServiceType))
	b = append(b, `,"status":`...)
	b = appendJSONString(b, string(j.Status))
	b = append(b, `,"scheduled_at":`...)
	b = appendJSONTime(b, j.ScheduledAt)
	b = append(b, `,"completed_at":`...)
	if j.CompletedAt == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONTime(b, *j.CompletedAt)
	}
	b = append(b, `,"price":`...)
	b = appendJSONFloat(b, j.Price)
	b = append(b, `,"cost":`...)
	if j.Cost == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONFloat(b, *j.Cost)
	}
	b = append(b, `,"notes":`...)
	if j.Notes == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *j.Notes)
	}
	b = append(b, `,"created_at":`...)
	b = appendJSONTime(b, j.CreatedAt)
	b = append(b, `,"updated_at":`...)
	b = appendJSONTime(b, j.UpdatedAt)
	b = append(b, `,"reservation_id":`...)
	if j.ReservationID == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *j.ReservationID, 10)
	}
	b = append(b, `,"window_end":`...)
	if j.WindowEnd == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONTime(b, *j.WindowEnd)
	}
	b = append(b, `,"same_day":`...)
	b = strconv.AppendBool(b, j.SameDay)
	b = append(b, `,"assignment":`...)
	b = appendJSONString(b, string(j.Assignment))
	b = append(b, `,"offered_to":`...)
	if j.OfferedTo == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *j.OfferedTo, 10)
	}
	b = append(b, `,"failure_reason":`...)
	if j.FailureReason == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, string(*j.FailureReason))
	}
	b = append(b, `,"rating":`...)
	b = appendRating(b, j.Rating)
	b = append(b, `,"reclean_of":`...)
	if j.RecleanOf == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *j.RecleanOf, 10)
	}
	b = append(b, `,"asset_id":`...)
	if j.AssetID == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *j.AssetID, 10)
	}
	return append(b, '}')
}

// appendRating appends r's JSON form (null when nil).
func appendRating(b []byte, r *steward.Rating) []byte {
	if r == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"score":`...)
	b = strconv.AppendInt(b, int64(r.Score), 10)
	b = append(b, `,"categories":`...)
	if r.Categories == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, c := range r.Categories {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, string(c))
		}
		b = append(b, ']')
	}
	b = append(b, `,"comment":`...)
	if r.Comment == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *r.Comment)
	}
	b = append(b, `,"rated_at":`...)
	b = appendJSONTime(b, r.RatedAt)
	return append(b, '}')
}

// appendJSONTime appends t as time.Time's MarshalJSON does.
func appendJSONTime(b []byte, t time.Time) []byte {
	b = append(b, '"')
	b = t.AppendFormat(b, time.RFC3339Nano)
	return append(b, '"')
}

// appendJSONFloat appends f as encoding/json does: the shortest decimal
// that reads back as f, in exponent form only when very small or large.
func appendJSONFloat(b []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// Like encoding/json: e-09 becomes e-9.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendJSONString appends s quoted as encoding/json does with HTML
// escaping off: quotes, backslashes and control characters escaped,
// invalid UTF-8 replaced by U+FFFD, U+2028 and U+2029 escaped.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
