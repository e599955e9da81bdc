package sqlstore

import (
	"net/url"
	"regexp"
	"strings"
)

// mask replaces a password wherever redact finds one.
const mask = "xxxxx"

// passwordParam matches a password given as a parameter: a URL's query
// (?password=…&…) or a key=value DSN (password=… or password='…'), and
// sslpassword too.
var passwordParam = regexp.MustCompile(`(?i)(password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&]*)`)

// redact returns dsn with every password masked, for logs and errors: the
// password of a URL's userinfo, a password= query parameter, a key=value
// password=, in URLs that parse and in those that do not (whose parse
// errors would quote them whole).
func redact(dsn string) string {
	for _, p := range passwords(dsn) {
		dsn = strings.ReplaceAll(dsn, p, mask)
	}
	return passwordParam.ReplaceAllString(dsn, "${1}"+mask)
}

// passwords returns the passwords in dsn as they are written in it, and
// decoded where the form escapes them, longest first so a password that
// contains another is masked whole. It errs on the side of masking: in a
// URL that does not parse, everything after the first colon of what
// precedes the last @ counts as the password.
func passwords(dsn string) []string {
	var ps []string
	add := func(p string) {
		if p != "" && p != mask {
			ps = append(ps, p)
			if d, err := url.PathUnescape(p); err == nil && d != p {
				ps = append(ps, d)
			}
		}
	}
	for _, m := range passwordParam.FindAllStringSubmatch(dsn, -1) {
		add(m[2])
		add(strings.Trim(m[2], "'"))
	}
	if _, rest, ok := strings.Cut(dsn, "://"); ok {
		if at := strings.LastIndex(rest, "@"); at >= 0 {
			if _, pw, ok := strings.Cut(rest[:at], ":"); ok {
				add(pw)
			}
		}
	}
	if u, err := url.Parse(dsn); err == nil && u.User != nil {
		if pw, ok := u.User.Password(); ok {
			add(pw)
		}
	}
	// Longest first: masking "s3cret" before "s3cret!" would leave the "!".
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && len(ps[j]) > len(ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	return ps
}

// redactError is err with the passwords of a DSN masked in its text: the
// drivers' errors may quote the DSN, or the part of it they choked on.
type redactError struct {
	err error
	dsn string
}

func (e *redactError) Error() string {
	msg := e.err.Error()
	for _, p := range passwords(e.dsn) {
		msg = strings.ReplaceAll(msg, p, mask)
	}
	return msg
}

func (e *redactError) Unwrap() error { return e.err }
