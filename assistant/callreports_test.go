package assistant

import "testing"

// TestCallReports checks the readers of callreports.go (fixs24E): what
// each rewrites, and a phrasing each must leave alone.
func TestCallReports(t *testing.T) {
	tests := []struct {
		reader  string
		read    func(string) string
		in, out string
	}{
		{"callReports", callReports,
			"Maura's after ringing from Derrynane, the toilet is blocked solid",
			"Maura just rang from Derrynane, the toilet is blocked solid"},
		{"callReports", callReports,
			"I'm after getting a call from the Walshes, water coming through the ceiling",
			"the Walshes just rang, water coming through the ceiling"},
		{"callReports", callReports,
			"Mrs Okafor is just after texting, the boiler is off",
			"Mrs Okafor just texted, the boiler is off"},
		{"callReports", callReports,
			"A dreadful phone call: water is coming through the kitchen ceiling at the Barn.",
			"water is coming through the kitchen ceiling at the Barn."},
		{"callReports", callReports,
			"clean the barn after the Walshes leave, and call me after", "clean the barn after the Walshes leave, and call me after"},
		{"callReports", callReports, "it's after ten now", "it's after ten now"},
		{"apologyAsides", apologyAsides,
			"Oh dear, I do apologise, my mind is elsewhere today. I meant the Barn, not Low Fold.",
			"Oh dear, I do apologise. I meant the Barn, not Low Fold."},
		{"apologyAsides", apologyAsides, "clean the barn today", "clean the barn today"},
		{"problemArrivalDay", problemArrivalDay,
			"can you get Padraig out to Rossbeigh to look at the toilet, its running the whole time and the Dubois are in saturday",
			"can you get Padraig out to Rossbeigh to look at the toilet, its running the whole time and the Dubois are in"},
		{"problemArrivalDay", problemArrivalDay,
			"can you get Siobhan to clean Rossbeigh, the Dubois are in saturday",
			"can you get Siobhan to clean Rossbeigh, the Dubois are in saturday"},
		{"problemArrivalDay", problemArrivalDay,
			"get Padraig to look at the toilet at Rossbeigh on friday, the Dubois are in saturday",
			"get Padraig to look at the toilet at Rossbeigh on friday, the Dubois are in saturday"},
	}
	for _, tt := range tests {
		if got := tt.read(tt.in); got != tt.out {
			t.Errorf("%s(%q)\n got %q\nwant %q", tt.reader, tt.in, got, tt.out)
		}
	}
}
