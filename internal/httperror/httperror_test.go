package httperror

import (
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/stewardhq/steward"
)

func TestOf(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want int
		body Body
	}{
		{steward.Errorf(steward.EVALIDATION, "Missing required field: address_id"), 400,
			Body{"Bad Request", "Missing required field: address_id", steward.EVALIDATION}},
		{fmt.Errorf("wrapped: %w", steward.Errorf(steward.ENOTFOUND, "Job 7 not found")), 404,
			Body{"Not Found", "Job 7 not found", steward.ENOTFOUND}},
		{steward.Errorf(steward.ETRANSITION, "no"), 409, Body{"Conflict", "no", steward.ETRANSITION}},
		{steward.Errorf(steward.ERATELIMITED, "slow down"), 429, Body{"Too Many Requests", "slow down", steward.ERATELIMITED}},
		{errors.New("pq: connection refused at 10.0.0.5"), 500, Body{"Internal Server Error", "Internal error", steward.EINTERNAL}},
		{steward.Errorf("SOMETHING_NEW", "?"), 500, Body{"Internal Server Error", "?", "SOMETHING_NEW"}},
	} {
		status, body := Of(tc.err)
		if status != tc.want || body != tc.body {
			t.Errorf("Of(%v) = %d %+v, want %d %+v", tc.err, status, body, tc.want, tc.body)
		}
	}
}

// TestEveryCodeHasAStatus keeps the table in step with the domain's codes.
func TestEveryCodeHasAStatus(t *testing.T) {
	for _, code := range []string{steward.EVALIDATION, steward.EINVALIDAPIKEY, steward.EUNAUTHORIZED,
		steward.EINVALIDCREDENTIALS, steward.EFORBIDDEN, steward.ENOTFOUND, steward.EMETHOD, steward.EMEDIATYPE, steward.ETRANSITION,
		steward.ECONFLICT, steward.ETOOLARGE, steward.ERATELIMITED, steward.EUNAVAILABLE} {
		if Status(code) == http.StatusInternalServerError {
			t.Errorf("%s maps to 500", code)
		}
	}
}
