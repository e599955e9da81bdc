package smtpmail

import (
	"strings"
	"testing"
	"time"
)

func TestMessageBytes(t *testing.T) {
	m := &Message{From: "steward@example.com", To: "ana@example.com", ToName: "Ana Lima",
		Subject: "Job changed: cleaning at Café Azul", Body: "Hello Ana,\n\nNotes:\n" + strings.Repeat("long line ", 20) + "\nPrix: 12 €\n",
		MessageID: MessageID("0190-abc", "steward@example.com"), Date: time.Date(2030, 1, 15, 19, 0, 0, 0, time.UTC)}
	got := string(m.Bytes())
	for _, want := range []string{
		"From: \"Steward\" <steward@example.com>\r\n",
		"To: \"Ana Lima\" <ana@example.com>\r\n",
		"Subject: =?utf-8?q?Job_changed:_cleaning_at_Caf=C3=A9_Azul?=\r\n",
		"Date: Tue, 15 Jan 2030 19:00:00 +0000\r\n",
		"Message-ID: <steward-0190-abc@example.com>\r\n",
		"Content-Transfer-Encoding: quoted-printable\r\n",
		"\r\n\r\nHello Ana,\r\n\r\nNotes:\r\n",
		"Prix: 12 =E2=82=AC\r\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("message lacks %q:\n%s", want, got)
		}
	}
	for _, line := range strings.Split(got, "\r\n") {
		if len(line) > 78 {
			t.Errorf("line longer than 78 characters: %q", line)
		}
	}
}

func TestMessageID(t *testing.T) {
	for _, tt := range []struct{ from, want string }{
		{"steward@example.com", "<steward-u1@example.com>"},
		{"", "<steward-u1@steward.invalid>"},
	} {
		if got := MessageID("u1", tt.from); got != tt.want {
			t.Errorf("MessageID(u1, %q) = %q, want %q", tt.from, got, tt.want)
		}
	}
}

func TestParseURL(t *testing.T) {
	for _, tt := range []struct {
		in, addr, user, pass string
		tls                  bool
		err                  bool
	}{
		{in: "smtp://u:p%40ss@mail.example.com:2525", addr: "mail.example.com:2525", user: "u", pass: "p@ss"},
		{in: "smtp://mail.example.com", addr: "mail.example.com:587"},
		{in: "smtps://u:p@mail.example.com", addr: "mail.example.com:465", user: "u", pass: "p", tls: true},
		{in: "http://mail.example.com", err: true},
		{in: "smtp://", err: true},
		{in: "smtp://h/path", err: true},
	} {
		s, err := ParseURL(tt.in)
		if tt.err {
			if err == nil {
				t.Errorf("ParseURL(%q) = nil error, want one", tt.in)
			}
			continue
		}
		if err != nil || s.addr != tt.addr || s.user != tt.user || s.pass != tt.pass || s.implicitTLS != tt.tls {
			t.Errorf("ParseURL(%q) = %+v, %v", tt.in, s, err)
		}
	}
	if got := Redact("smtps://user:s3cret@mail.example.com:465"); strings.Contains(got, "s3cret") || !strings.Contains(got, "user:xxxxx@mail.example.com") {
		t.Errorf("Redact = %q", got)
	}
}
