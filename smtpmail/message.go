package smtpmail

import (
	"bytes"
	"fmt"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Message is one e-mail as it goes out: the envelope and the headers that
// stay the same on every attempt, so a resent copy is recognisably the same
// message (Message-ID and Date come from the notification, not the attempt).
type Message struct {
	From      string // the envelope sender and From header (--mail-from)
	To        string
	ToName    string
	Subject   string
	Body      string // plain text, any line endings
	MessageID string // with its angle brackets
	Date      time.Time
}

// messageOf returns the message of notification n sent from from.
func messageOf(n *steward.Notification, from string) *Message {
	return &Message{From: from, To: n.To, ToName: n.ToName, Subject: n.Subject, Body: n.Body,
		MessageID: MessageID(n.UUID, from), Date: n.CreatedAt}
}

// MessageID returns the stable Message-ID of the notification with id
// uuid, sent from from: "<steward-UUID@DOMAIN>", the domain being from's.
// Every attempt at a notification carries the same one, so a duplicate
// (see docs/notifications.md) can be recognised by the receiving side.
func MessageID(uuid, from string) string {
	domain := "steward.invalid"
	if at := strings.LastIndexByte(from, '@'); at >= 0 && at < len(from)-1 {
		domain = from[at+1:]
	}
	return "<steward-" + uuid + "@" + domain + ">"
}

// Bytes returns the message in RFC 5322 form with CRLF line endings: UTF-8
// text, quoted-printable so that any line length and character pass every
// relay, and a subject encoded only when it needs to be.
func (m *Message) Bytes() []byte {
	var b bytes.Buffer
	header := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	header("From", (&mail.Address{Name: "Steward", Address: m.From}).String())
	header("To", (&mail.Address{Name: m.ToName, Address: m.To}).String())
	header("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	header("Date", m.Date.Format(time.RFC1123Z))
	header("Message-ID", m.MessageID)
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=utf-8")
	header("Content-Transfer-Encoding", "quoted-printable")
	header("Auto-Submitted", "auto-generated") // RFC 3834: no auto-replies, please
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	body := strings.ReplaceAll(strings.ReplaceAll(m.Body, "\r\n", "\n"), "\n", "\r\n")
	_, _ = qp.Write([]byte(body)) // writes to a bytes.Buffer do not fail
	_ = qp.Close()
	return b.Bytes()
}
