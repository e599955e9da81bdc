package httpapi

import (
	"cmp"
	"net/http"
	"strings"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ratelimit"
)

// optionalCredential admits MCP requests with or without credentials: an
// agent must be able to initialize, list tools and log in before it has a
// token. Valid credentials put the account in the context; credentials that
// are present but wrong are refused with 401 and a WWW-Authenticate
// challenge, so a misconfigured client finds out at once. Authenticated
// requests share their credential's rate limit with the REST API; the
// client IP travels in the context for the login tool's limit.
func (s *Server) optionalCredential(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = r.WithContext(steward.NewContextWithClientIP(r.Context(), ratelimit.ClientIP(r, s.TrustProxy)))
		bearer, key := credentials(r)
		var id int64
		var err error
		switch {
		case strings.HasPrefix(bearer, steward.APIKeyPrefix):
			id, err = s.APIKeys.AuthenticateAPIKey(r.Context(), bearer)
		case bearer != "":
			id, err = s.Accounts.AuthenticateToken(r.Context(), bearer)
		case key != "":
			id, err = s.APIKeys.AuthenticateAPIKey(r.Context(), key)
		default:
			h.ServeHTTP(w, r)
			return
		}
		if code := steward.ErrorCode(err); code == steward.EINVALIDAPIKEY || code == steward.EUNAUTHORIZED {
			w.Header().Set("WWW-Authenticate", `Bearer realm="steward", error="invalid_token"`)
			s.writeError(w, r, steward.Errorf(steward.EUNAUTHORIZED,
				"Invalid, expired or revoked credentials: send Authorization: Bearer <login token or API key>, or no credentials to log in with the login tool"))
			return
		} else if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !s.allowCredential(w, cmp.Or(bearer, key), "credential") {
			return
		}
		h.ServeHTTP(w, withAccount(r, id, bearer))
	})
}
