package assistant

import "testing"

// TestIrishReaders checks the readers of irish.go: what each rewrites and
// a phrasing each must leave alone.
func TestIrishReaders(t *testing.T) {
	names := map[string]bool{"maura": true, "tommy": true, "noel": true}
	tests := []struct {
		reader  string
		read    func(string) string
		in, out string
	}{
		{"nobodyOnThenGive", func(m string) string { return nobodyOnThenGive(m, names) },
			"the curlew changeover monday has nobody on it still, give it to Maura sure she's free that day",
			"put Maura on the curlew changeover monday"},
		{"nobodyOnThenGive", func(m string) string { return nobodyOnThenGive(m, names) },
			"nobody on the gutters at Derrynane next wed is there, stick Tommy on that one he said he'd do it",
			"put Tommy on the gutters at Derrynane next wed"},
		{"nobodyOnThenGive", func(m string) string { return nobodyOnThenGive(m, names) },
			"nobody on the gutters at Derrynane next wed is there, stick Tommy on that one and move the clean to 2",
			"nobody on the gutters at Derrynane next wed is there, stick Tommy on that one and move the clean to 2"},
		{"nobodyOnThenGive", func(m string) string { return nobodyOnThenGive(m, names) },
			"the curlew changeover has nobody on it, give it to Gus",
			"the curlew changeover has nobody on it, give it to Gus"},
		{"irishPhrasings", irishPhrasings,
			"so the fire check above at the farmhouse, put it over to the wednesday, same time",
			"so the fire check above at the farmhouse, move it to wednesday, same time"},
		{"irishPhrasings", irishPhrasings, "put the slates check over to Graham", "put the slates check over to Graham"},
		{"irishPhrasings", irishPhrasings, "would you ever cancel the hamper at Curlew friday", "please cancel the hamper at Curlew friday"},
		{"irishPhrasings", irishPhrasings,
			"cancel the gutters in derrynane, the man next door did them for me yesterday, wasn't that good of him",
			"cancel the gutters in derrynane"},
		{"irishPhrasings", irishPhrasings,
			"cancel the gutters in derrynane, the man next door can do the roof friday",
			"cancel the gutters in derrynane, the man next door can do the roof friday"},
		{"irishPhrasings", irishPhrasings,
			"how many have we in the farmhouse on the 13th", "how many guests have we in the farmhouse on the 13th"},
		{"irishRequests", func(m string) string { return irishRequests(m, names) },
			"book Padraig monday at 10, and the shower job tomorrow can be cancelled, he'll do the two",
			"book Padraig monday at 10, and cancel the shower job tomorrow, he'll do the two"},
		{"irishRequests", func(m string) string { return irishRequests(m, names) },
			"the gate job friday can be cancelled if Ian can't get the hinges",
			"the gate job friday can be cancelled if Ian can't get the hinges"},
		{"irishRequests", func(m string) string { return irishRequests(m, names) },
			"cancel Noel at curlew, oh and the gutters at Derrynane give them to Tommy",
			"cancel Noel at curlew, oh and give the gutters at Derrynane to Tommy"},
	}
	for _, tc := range tests {
		if got := tc.read(tc.in); got != tc.out {
			t.Errorf("%s(%q)\n got %q\nwant %q", tc.reader, tc.in, got, tc.out)
		}
	}
}
