package smtpmail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Transport hands a message to whatever carries it on.
type Transport interface {
	// Send delivers m once. Its error is a *SendError saying whether
	// trying again may help.
	Send(ctx context.Context, m *Message) error
	// Channel names the transport in the notification's record: "smtp" or "log".
	Channel() string
}

// SendError is a failed send: what the host may read in the notification's
// record (no server addresses), whether it is worth retrying, and the full
// cause for the operator's log.
type SendError struct {
	Message   string
	Temporary bool
	Err       error
}

func (e *SendError) Error() string { return e.Message }
func (e *SendError) Unwrap() error { return e.Err }

// DefaultTimeout bounds one SMTP conversation, from the dial to QUIT.
const DefaultTimeout = time.Minute

// SMTP sends messages to an SMTP server (a relay or submission service)
// with github.com/emersion/go-smtp: implicit TLS for smtps://, STARTTLS
// whenever a smtp:// server offers it, PLAIN authentication when the URL
// carries a user. It never sends a password unencrypted, except to a
// loopback address.
type SMTP struct {
	addr        string // host:port
	host        string
	implicitTLS bool
	user, pass  string
	// TLSConfig, when set, replaces the default TLS configuration (tests
	// trust their own certificate with it).
	TLSConfig *tls.Config
	Timeout   time.Duration // default DefaultTimeout
}

// ParseURL reads smtp://[user:pass@]host[:port] (port 587 by default) or
// smtps://[user:pass@]host[:port] (port 465 by default). Its errors never
// quote the password.
func ParseURL(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, errors.New("not a URL: want smtp://user:pass@host:port or smtps://…")
	}
	s := &SMTP{host: u.Hostname()}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		if port == "" {
			port = "587"
		}
	case "smtps":
		s.implicitTLS = true
		if port == "" {
			port = "465"
		}
	default:
		return nil, fmt.Errorf("scheme %q: want smtp:// or smtps://", u.Scheme)
	}
	if s.host == "" {
		return nil, errors.New("no host: want smtp://user:pass@host:port")
	}
	if u.Path != "" && u.Path != "/" || u.RawQuery != "" {
		return nil, errors.New("unexpected path or query: want smtp://user:pass@host:port")
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
	}
	s.addr = net.JoinHostPort(s.host, port)
	return s, nil
}

// Redact returns an SMTP URL with its password masked, for logs.
func Redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		if at := strings.LastIndexByte(raw, '@'); at >= 0 {
			return "xxxxx" + raw[at:] // cannot tell where the password is: mask all of the userinfo
		}
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// Channel returns "smtp".
func (s *SMTP) Channel() string { return "smtp" }

// Send delivers m in one SMTP conversation.
func (s *SMTP) Send(ctx context.Context, m *Message) error {
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	deadline, _ := ctx.Deadline()

	c, secure, err := s.connect(ctx, deadline)
	if err != nil {
		return classify(err)
	}
	defer c.Close()
	if s.user != "" {
		if !secure && !isLoopback(s.host) {
			return &SendError{Message: "Not sent: the mail server offers no TLS, and the password is never sent unencrypted", Temporary: false}
		}
		if err := c.Auth(sasl.NewPlainClient("", s.user, s.pass)); err != nil {
			return classify(err)
		}
	}
	if err := c.SendMail(m.From, []string{m.To}, strings.NewReader(string(m.Bytes()))); err != nil {
		return classify(err)
	}
	_ = c.Quit() // the message is accepted; a failed QUIT changes nothing
	return nil
}

// connect opens the conversation: implicit TLS for smtps://; for smtp://,
// STARTTLS when the server offers it, else plain text. go-smtp upgrades a
// connection only as it opens it (NewClientStartTLS), so a server without
// STARTTLS costs a second connection.
func (s *SMTP) connect(ctx context.Context, deadline time.Time) (c *smtp.Client, secure bool, err error) {
	tlsConfig := s.TLSConfig
	if tlsConfig == nil {
		tlsConfig = &tls.Config{ServerName: s.host}
	}
	dial := func() (net.Conn, error) {
		var d net.Dialer
		conn, err := d.DialContext(ctx, "tcp", s.addr)
		if err == nil {
			_ = conn.SetDeadline(deadline) // bounds every command and the data too
		}
		return conn, err
	}
	conn, err := dial()
	if err != nil {
		return nil, false, err
	}
	if s.implicitTLS {
		tc := tls.Client(conn, tlsConfig)
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return nil, false, err
		}
		return smtp.NewClient(tc), true, nil
	}
	c, err = smtp.NewClientStartTLS(conn, tlsConfig)
	if err == nil {
		return c, true, nil
	}
	if !strings.Contains(err.Error(), "doesn't support STARTTLS") {
		return nil, false, err
	}
	if conn, err = dial(); err != nil {
		return nil, false, err
	}
	return smtp.NewClient(conn), false, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// classify turns an SMTP conversation's error into a SendError: a 4xx
// reply or a connection problem is temporary, a 5xx reply is permanent.
func classify(err error) error {
	var se *smtp.SMTPError
	if errors.As(err, &se) {
		msg := fmt.Sprintf("SMTP %d", se.Code)
		if se.EnhancedCode != smtp.NoEnhancedCode && se.EnhancedCode != (smtp.EnhancedCode{}) {
			msg += fmt.Sprintf(" %d.%d.%d", se.EnhancedCode[0], se.EnhancedCode[1], se.EnhancedCode[2])
		}
		if se.Message != "" {
			msg += ": " + se.Message
		}
		return &SendError{Message: msg, Temporary: se.Code/100 != 5, Err: err}
	}
	var netErr net.Error
	var certErr *tls.CertificateVerificationError
	switch {
	case errors.As(err, &certErr):
		return &SendError{Message: "The mail server's TLS certificate was refused", Temporary: true, Err: err}
	case errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout():
		return &SendError{Message: "The mail server did not answer in time", Temporary: true, Err: err}
	}
	return &SendError{Message: "Could not reach the mail server", Temporary: true, Err: err}
}

// Log is the transport without an SMTP server: each message is written to
// the log at INFO, with its recipient, subject and body, and counts as sent.
type Log struct{ Logger *slog.Logger }

// Channel returns "log".
func (l Log) Channel() string { return "log" }

// Send logs m.
func (l Log) Send(ctx context.Context, m *Message) error {
	l.Logger.InfoContext(ctx, "mail (no SMTP server configured: logged, not sent)",
		"to", m.To, "subject", m.Subject, "message_id", m.MessageID, "body", m.Body)
	return nil
}
