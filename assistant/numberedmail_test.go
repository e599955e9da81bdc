package assistant

import "testing"

func TestReadNumberedMail(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Hi,\n\n1. Please cancel the restock.\n2. FYI they bring firewood.\n\nMeredith", "Hi,\n\n1. Please cancel the restock.\n\nMeredith"},
		{"1. FYI a.\n2. FYI b.", "Thanks for the update."},
		{"1. Book a clean.\n2. Book a restock.", "1. Book a clean.\n2. Book a restock."},
		{"FYI the plow came.\nPlease book a clean.", "FYI the plow came.\nPlease book a clean."}, // no list: as written
		{"2. FYI a.\n3. Book a clean.", "2. FYI a.\n3. Book a clean."},                           // no "1.": as written
	} {
		if got := readNumberedMail(c.in); got != c.want {
			t.Errorf("readNumberedMail(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
