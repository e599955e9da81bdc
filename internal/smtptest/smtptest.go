// Package smtptest runs a real SMTP server (github.com/emersion/go-smtp's)
// in-process on 127.0.0.1:0 for tests, recording every message it accepts
// and answering as the test decides: the mail sender is tested against the
// protocol, not a mock of it.
package smtptest

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"sync"
	"testing"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Message is one message the server accepted or refused.
type Message struct {
	From     string
	To       []string
	Data     []byte
	Header   mail.Header
	Subject  string // decoded
	Body     string // decoded from quoted-printable
	Accepted bool
	User     string // who authenticated, if anyone
}

// Server is a running test SMTP server.
type Server struct {
	Addr string // 127.0.0.1:port

	// Accepted receives every message the server accepted, in order.
	Accepted chan *Message

	// Refuse, when set, is called with the number of the DATA command
	// (1 for the first, over all sessions) and may return an SMTP error
	// to refuse the message with (a *smtp.SMTPError).
	Refuse func(n int, m *Message) error

	mu   sync.Mutex
	n    int
	all  []*Message
	user string
	pass string
}

// Start runs a server that accepts PLAIN authentication with user and
// password (any when user is empty), stopped when the test ends.
func Start(t testing.TB, user, password string) *Server {
	t.Helper()
	s := &Server{Accepted: make(chan *Message, 100), user: user, pass: password}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) { return &session{s: s}, nil }))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("smtp listen: %v", err)
	}
	s.Addr = ln.Addr().String()
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return s
}

// All returns every message seen so far, accepted or refused.
func (s *Server) All() []*Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Message(nil), s.all...)
}

type session struct {
	s    *Server
	user string
	from string
	to   []string
}

func (ss *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (ss *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if ss.s.user != "" && (username != ss.s.user || password != ss.s.pass) {
			return errors.New("invalid username or password")
		}
		ss.user = username
		return nil
	}), nil
}

func (ss *session) Mail(from string, _ *smtp.MailOptions) error {
	if ss.s.user != "" && ss.user == "" {
		return smtp.ErrAuthRequired
	}
	ss.from = from
	return nil
}

func (ss *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	ss.to = append(ss.to, to)
	return nil
}

func (ss *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m := &Message{From: ss.from, To: ss.to, Data: data, User: ss.user}
	if msg, err := mail.ReadMessage(bytes.NewReader(data)); err == nil {
		m.Header = msg.Header
		m.Subject, _ = new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
		body, _ := io.ReadAll(quotedprintable.NewReader(msg.Body))
		m.Body = string(bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n")))
	}
	s := ss.s
	s.mu.Lock()
	s.n++
	n := s.n
	refuse := s.Refuse
	s.mu.Unlock()
	if refuse != nil {
		if err := refuse(n, m); err != nil {
			s.mu.Lock()
			s.all = append(s.all, m)
			s.mu.Unlock()
			return err
		}
	}
	m.Accepted = true
	s.mu.Lock()
	s.all = append(s.all, m)
	s.mu.Unlock()
	s.Accepted <- m
	return nil
}

func (ss *session) Reset()        { ss.from, ss.to = "", nil }
func (ss *session) Logout() error { return nil }
