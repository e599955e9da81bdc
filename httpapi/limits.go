package httpapi

import (
	"fmt"
	"hash/maphash"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ratelimit"
)

// credentialSeed keys the rate limiter's buckets by a hash of the
// credential, so the limiter's long-lived map holds no secrets.
var credentialSeed = maphash.MakeSeed()

// allowCredential charges one request to the bucket of the credential that
// authenticated r. Over the limit it writes 429 and reports false.
//
// The bucket is the credential's, not the account's: each integration has
// its own key, and one runaway script should not starve the account's others.
func (s *Server) allowCredential(w http.ResponseWriter, credential, kind string) bool {
	if s.KeyLimiter == nil {
		return true
	}
	ok, wait := s.KeyLimiter.Allow(strconv.FormatUint(maphash.String(credentialSeed, credential), 36))
	if !ok {
		writeRateLimited(w, wait, fmt.Sprintf("Too many requests with this %s: retry after %%d s", kind))
	}
	return ok
}

// allowLogin charges a login attempt, as a failure until loginSucceeded
// says otherwise, to the client IP and to the email from that IP (see
// ratelimit.Login). Over the limit it writes 429 and reports false.
func (s *Server) allowLogin(w http.ResponseWriter, r *http.Request, email string) bool {
	ok, wait := s.LoginLimiter.AllowLogin(email, ratelimit.ClientIP(r, s.TrustProxy))
	if !ok {
		writeRateLimited(w, wait, "Too many failed login attempts from this address: retry after %d s")
	}
	return ok
}

// loginSucceeded takes back the charge allowLogin made for a login whose
// password was right.
func (s *Server) loginSucceeded(r *http.Request, email string) {
	s.LoginLimiter.LoginSucceeded(email, ratelimit.ClientIP(r, s.TrustProxy))
}

// allowSignup charges a sign-up to the client IP's bucket. Over the limit
// it writes 429 and reports false.
func (s *Server) allowSignup(w http.ResponseWriter, r *http.Request) bool {
	ok, wait := s.LoginLimiter.AllowSignup(ratelimit.ClientIP(r, s.TrustProxy))
	if !ok {
		writeRateLimited(w, wait, "Too many sign-ups from this address: retry after %d s")
	}
	return ok
}

// writeRateLimited writes 429 RATE_LIMITED with Retry-After in whole
// seconds, at least 1; format has one %d for those seconds.
func writeRateLimited(w http.ResponseWriter, retryAfter time.Duration, format string) {
	secs := max(int(math.Ceil(retryAfter.Seconds())), 1)
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	writeErrorBody(w, steward.ERATELIMITED, fmt.Sprintf(format, secs))
}
