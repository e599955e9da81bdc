package assistant

import "testing"

func TestReadItemRefs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1. Hector is booked for the condo furnace on Monday at 10.\n2. FYI the townhome is ready.\n3. Regarding #1: his parts are late, so please move that visit to 1 p.m. the same day.",
			"1. Hector is booked for the condo furnace on Monday at 10. his parts are late, so please move that visit to 1 p.m.\n2. FYI the townhome is ready."},
		{"1. Please put Rosa on the ranch turnover on the 16th.\n2. Correction to item 1: Rosa is off that Monday, so please put Jenna on it instead.",
			"1. please put Jenna on the ranch turnover on the 16th instead."},
		{"1. Please cancel the restock on Friday.\n2. Please cancel Tom's walkthrough on the 12th.\n3. Scratch item 2: he is coming after all, so keep Tom on.",
			"1. Please cancel the restock on Friday."},
		// A take-back with a request of its own and a list with no
		// numbers: left alone; an item "about" one that is not there
		// says so (never job number 5).
		{"1. Please cancel the restock.\n2. Scratch item 1, book a cleaning instead.",
			"1. Please cancel the restock.\n2. Scratch item 1, book a cleaning instead."},
		{"1. FYI the plow came.\n2. Regarding #5: please move that visit to 3 p.m.",
			"1. FYI the plow came.\n2. About an item this message does not have: please move that visit to 3 p.m."},
		{"please move job #2 to 3pm", "please move job #2 to 3pm"},
	} {
		if got := readItemRefs(c.in); got != c.want {
			t.Errorf("readItemRefs(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

func TestDropFollowAside(t *testing.T) {
	for _, c := range []struct {
		in     string
		follow bool
		want   string
	}{
		{"Let's say 1 in the afternoon; he'll be driving over from Frisco.", true, "Let's say 1 in the afternoon."},
		{"Sorry, I meant 11 on Saturday morning, not Friday. The Petrovs don't arrive until 4, so there's plenty of time.", true, "Sorry, I meant 11 on Saturday morning, not Friday."},
		{"Let's say 1 in the afternoon; he'll be driving over from Frisco.", false, "Let's say 1 in the afternoon; he'll be driving over from Frisco."},
		{"Let's say 1 pm. Can you also book a restock there, she's coming from Denver.", true, "Let's say 1 pm. Can you also book a restock there, she's coming from Denver."},
		{"The Petrovs don't arrive until 4.", true, "The Petrovs don't arrive until 4."},
	} {
		if got := dropFollowAside(c.in, c.follow); got != c.want {
			t.Errorf("dropFollowAside(%q, %v) = %q, want %q", c.in, c.follow, got, c.want)
		}
	}
}

func TestGiveJobOverTo(t *testing.T) {
	names := map[string]bool{"rosa": true, "jen": true, "maria": true}
	for _, c := range []struct{ in, want string }{
		{"Please hand the Vail chalet restock before the Petrovs over to Rosa.", "Please put Rosa on the Vail chalet restock before the Petrovs."},
		{"Jenna is away, so please give the turnover before the Lees arrive to Rosa.", "Jenna is away, so please put Rosa on the turnover before the Lees arrive."},
		{"Please hand the keys over to Rosa.", "Please hand the keys over to Rosa."},
		{"give the prep thurs to maria and the clean sunday to jen", "give the prep thurs to maria and the clean sunday to jen"},
		{"reassign the Duplex B prep Sat from Dana to Rosa", "reassign the Duplex B prep Sat from Dana to Rosa"},
	} {
		if got := giveJobOverTo(c.in, names); got != c.want {
			t.Errorf("giveJobOverTo(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
