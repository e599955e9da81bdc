package strictjson

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stewardhq/steward"
)

func TestDecode(t *testing.T) {
	type inner struct {
		JobID *int64 `json:"job_id"`
	}
	type target struct {
		ID      int64             `json:"id"`
		Name    *string           `json:"name"`
		Tags    []string          `json:"tags"`
		Context inner             `json:"context"`
		Extra   map[string]string `json:"extra"`
	}
	for _, tc := range []struct {
		in, want string
	}{
		{``, "Missing request body: send a JSON object"},
		{`{"id":`, "Malformed JSON body: unexpected end of input"},
		{`{"id":1,}`, "Malformed JSON body at byte 9: invalid character '}' looking for beginning of object key string"},
		{`[1]`, "Invalid request body: expected a JSON object, got array"},
		{`{"id":"7"}`, "Invalid type for field id: expected integer, got string"},
		{`{"id":1,"nmae":"x"}`, "Unknown field: nmae"},
		{`{"id":1} {"id":2}`, "Malformed JSON body: unexpected data after the JSON object"},
		{`{"id":1} x`, "Malformed JSON body: unexpected data after the JSON object"},
		// Text every store can keep: valid UTF-8, no NUL anywhere.
		{"{\"name\":\"caf\xe9\"}", "Malformed JSON body at byte 12: not valid UTF-8"},
		{`{"name":"a\u0000b"}`, "Invalid name: must not contain NUL characters"},
		{`{"tags":["ok","\u0000"]}`, "Invalid tags[1]: must not contain NUL characters"},
		{`{"extra":{"k":"\u0000"}}`, "Invalid extra.k: must not contain NUL characters"},
		{`{"extra":{"k\u0000":"v"}}`, "Invalid field name \"k\\x00\": must not contain NUL characters"},
		// Names match exactly, as the unknown-field rule promises.
		{`{"ID":1}`, "Unknown field: ID (field names are case-sensitive)"},
		{`{"context":{"Job_ID":1}}`, "Unknown field: context.Job_ID (field names are case-sensitive)"},
	} {
		var v target
		err := Body.Decode(strings.NewReader(tc.in), &v)
		if steward.ErrorCode(err) != steward.EVALIDATION || steward.ErrorMessage(err) != tc.want {
			t.Errorf("Decode(%q) = %v, want VALIDATION_ERROR %q", tc.in, err, tc.want)
		}
	}
	var v target
	if err := Arguments.Decode(strings.NewReader(` {"id":3,"name":"x","context":{"job_id":2},"extra":{"Any":"é"}} `), &v); err != nil || v.ID != 3 || *v.Name != "x" {
		t.Errorf("Decode of a good object = %+v, %v", v, err)
	}
	if err := Arguments.Decode(strings.NewReader(``), &v); steward.ErrorMessage(err) != "Missing arguments: send a JSON object" {
		t.Errorf("empty arguments: %v", err)
	}
	// The reader's own errors are left for the caller to word.
	boom := errors.New("boom")
	if err := Body.Decode(iotest.ErrReader(boom), &v); !errors.Is(err, boom) {
		t.Errorf("reader error = %v, want it unchanged", err)
	}
}
