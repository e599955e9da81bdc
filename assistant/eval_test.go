package assistant

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

var updateFloor = flag.Bool("update-floor", false, "rewrite testdata/eval/floor.json with the current evaluation scores")

// The evaluation suite (docs/assistant.md, "Evaluation"): host messages
// from testdata/eval/cases.json, each run on a fresh copy of the evaluation
// fixture, graded on what changed in the account and what the reply says.
// It depends only on Engine.Handle and the services' state.

// evalCase is one row of testdata/eval/cases.json.
type evalCase struct {
	Name     string        `json:"name"`
	Family   string        `json:"family"`
	Messages []string      `json:"messages"` // one conversation, in order
	AddJobs  []evalJobSeed `json:"add_jobs,omitempty"`
	// Fixture is the account the case runs on: "" for evalFixture,
	// "coast" for coastFixture, "farm", "metro", "valley", "quotes",
	// "lakes", "prairie", "island", "desert", "harbor", "alpine", "bayou",
	// "lakeside", "vineyard", "cityflats", "campus", "tropics", "pnw",
	// "texas", "midwest", "southeast", "newengland", "rockies", "socal",
	// "maui", "greatlakes", "ozarks", "chesapeake", "gulfshore", "hudson"
	// "tahoe", "smokies", "idaho", "lowcountry", "berkshires", "havasu"
	// "capecod", "colorado", "outerbanks", "sonoma", "ozarklake", "keys"
	// "shenandoah", "bigsur", "poconos", "adirondack", "fingerlakes",
	// "texasgulf", "wisconsin", "mainecoast", "gorge", "nmichigan",
	// "sanibel", "sierra", "staug", "ocmd", "catskill", "gulfcoast",
	// "doorcounty", "parkcity", "puertorico", "alaska", "sedona",
	// "galveston", "northshore", "bigsky", "bend", "galena", "tremblant",
	// "capemay", "santafe", "hocking", "lakegeneva", "charleston", "kona",
	// "savannah", "scottsdale", "asheville", "miami", "nashville", "goa",
	// "chattanooga", "annarbor", "dispatch", "sandiego", "vermont",
	// "destin", "hillcountry", "olympic", "myrtle", "nola",
	// "whitemountains", "pigeonforge", "boulder", "jacksonhole",
	// "brokenbow", "palmsprings", "hiltonhead", "jerseyshore",
	// "bigbear", "branson", "tybee", "moab", "orlando", "duluth",
	// "joshuatree", "cotswolds", "pittsburgh", "lakeplacid", "traverse"
	// "blackforest", "chicago", "naples", "kerry", "lakedistrict", "austin",
	// "capetown", "lakelanier", "portland", "brighton", "tucson",
	// "edinburgh", "guesthouse", "montreal", "edison", "santacruz",
	// "baltimore", "sanantonio", "denver", "sydney", "vancouver",
	// "raleigh", "minneapolis", "boise", "galway", "flagstaff",
	// "halifax", "denverlong" and "lisbon" for theirs.
	Fixture string     `json:"fixture,omitempty"`
	Expect  evalExpect `json:"expect"`
}

// evalExpect is a case's expected outcome, as facts.
type evalExpect struct {
	// Outcome is "change" (exactly the writes listed), "none" (an answer:
	// completed, nothing written), "asks" (needs_input, nothing written),
	// "refuses" (completed, nothing written, a reason given), "no_write"
	// (nothing written, whatever the reply) or
	// "series_or_refuses" (the Series, or a refusal; never a single job).
	Outcome  string          `json:"outcome"`
	NewJobs  []evalJobFact   `json:"new_jobs,omitempty"`
	Changed  []evalJobChange `json:"changed_jobs,omitempty"`
	NewStays []evalStayFact  `json:"new_stays,omitempty"`
	// ChangedStays are the fixture's stays changed or cancelled.
	ChangedStays []evalStayChange `json:"changed_stays,omitempty"`
	NewPros      []evalProFact    `json:"new_pros,omitempty"`
	Series       *evalJobFact     `json:"series,omitempty"`
	// Reply lists facts the last reply must contain, ignoring case; "a|b"
	// accepts either, and "!a" is a fact it must not contain.
	Reply []string `json:"reply,omitempty"`
}

// evalJobFact describes a new job. Empty fields are not checked; Pro
// "none" means unassigned. At is exact, Day any time that day, From/To an
// inclusive window; all local to the job's property.
type evalJobFact struct {
	Property string `json:"property"`
	Service  string `json:"service"`
	At       string `json:"at,omitempty"`
	Day      string `json:"day,omitempty"`
	From     string `json:"from,omitempty"`
	To       string `json:"to,omitempty"`
	Weekday  string `json:"weekday,omitempty"` // series only
	Time     string `json:"time,omitempty"`    // series only
	Pro      string `json:"pro,omitempty"`
	Notes    string `json:"notes,omitempty"` // a word the notes contain
	// About is a word the notes should contain. Unlike Notes, a job that
	// lacks it fails the case but is not a wrong write: it is the job asked
	// for, without the host's explanation.
	About string `json:"about,omitempty"`
	// Asset is the kind of the equipment the job is linked to, "none"
	// for no link.
	Asset string `json:"asset,omitempty"`
}

// evalJobChange describes a change to an existing job. Fields not given
// must not change.
type evalJobChange struct {
	Job    string `json:"job"`
	At     string `json:"at,omitempty"`
	Status string `json:"status,omitempty"`
	Pro    string `json:"pro,omitempty"`
	Notes  string `json:"notes,omitempty"`
	// Service and Price, when given, are the job's new service type and
	// price; a price not given is not compared (a change of service or a
	// deep clean moves it).
	Service string  `json:"service,omitempty"`
	Price   float64 `json:"price,omitempty"`
	// Asset is the kind of the equipment the job is linked to afterwards,
	// "none" for no link.
	Asset string `json:"asset,omitempty"`
}

type evalStayFact struct {
	Property string `json:"property"`
	Guest    string `json:"guest"`
	CheckIn  string `json:"check_in,omitempty"` // a day or a day and time
	CheckOut string `json:"check_out,omitempty"`
	Guests   int    `json:"guests,omitempty"`
}

// evalStayChange describes a change to a stay of the fixture, by its key.
// CheckIn and CheckOut are exact local times; fields not given must not
// change.
type evalStayChange struct {
	Stay     string `json:"stay"`
	CheckIn  string `json:"check_in,omitempty"`
	CheckOut string `json:"check_out,omitempty"`
	Status   string `json:"status,omitempty"`
	// Guests, when given, is the party's new size; otherwise it must not
	// change.
	Guests int `json:"guests,omitempty"`
}

type evalProFact struct {
	Name     string   `json:"name"`
	Email    string   `json:"email,omitempty"`
	Phone    string   `json:"phone,omitempty"`
	Services []string `json:"services,omitempty"`
}

// evalResult is how one case went.
type evalResult struct {
	name, family string
	pass         bool
	wrongWrite   bool
	why          []string // what failed
	replies      []string
}

// evalFloor is testdata/eval/floor.json: the scores the suite may not fall
// below.
type evalFloor struct {
	Families    map[string]evalScore `json:"families"`
	WrongWrites int                  `json:"wrong_writes"`
	// Passing names every case that passed when the floor was recorded:
	// each must still pass, so a fix in a family cannot hide a regression
	// in the same family.
	Passing []string `json:"passing"`
}

type evalScore struct {
	Passed      int `json:"passed"`
	Total       int `json:"total"`
	WrongWrites int `json:"wrong_writes"`
}

const (
	evalCasesFile = "testdata/eval/cases.json"
	evalFloorFile = "testdata/eval/floor.json"
)

func loadEvalCases(tb testing.TB) []evalCase {
	tb.Helper()
	// cases.json, then every further batch (cases_*.json), in name order.
	files, err := filepath.Glob(strings.TrimSuffix(evalCasesFile, ".json") + "*.json")
	if err != nil || len(files) == 0 {
		tb.Fatalf("%s: %v", evalCasesFile, err)
	}
	sort.Strings(files)
	var cases []evalCase
	seen := map[string]bool{}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			tb.Fatal(err)
		}
		var batch []evalCase
		if err := json.Unmarshal(b, &batch); err != nil {
			tb.Fatalf("%s: %v", file, err)
		}
		for _, c := range batch {
			if seen[c.Name] || c.Family == "" || len(c.Messages) == 0 {
				tb.Fatalf("%s: case %q is a duplicate or lacks a family or a message", file, c.Name)
			}
			seen[c.Name] = true
		}
		cases = append(cases, batch...)
	}
	return cases
}

// TestEval runs the evaluation suite and the public examples, prints a score
// per family, and fails only when a family scores below its floor or wrong
// writes exceed the floor's (see -update-floor).
func TestEval(t *testing.T) {
	cases := loadEvalCases(t)
	results := memEvalResults(t)

	scores, wrong := reportEval(t, "assistant eval", cases, results)

	if *updateFloor {
		var passing []string
		for _, r := range results {
			if r.pass {
				passing = append(passing, r.name)
			}
		}
		sort.Strings(passing)
		b, err := json.MarshalIndent(evalFloor{Families: scores, WrongWrites: wrong, Passing: passing}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(evalFloorFile, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", evalFloorFile)
		return
	}
	checkEvalFloor(t, scores, wrong, results)
}

// memEval holds the results of the cases and the public examples on
// memStore, run once for the package: TestEval reports them, and
// TestEvalSQLite and TestEvalPostgres compare theirs with them.
var memEval struct {
	sync.Mutex
	results []evalResult
}

// memEvalResults runs every case of the suite and the public examples on
// memStore, once (whatever cases a caller runs on its own store: the
// results are looked up by name).
func memEvalResults(t *testing.T) []evalResult {
	t.Helper()
	memEval.Lock()
	defer memEval.Unlock()
	if memEval.results != nil {
		return memEval.results
	}
	cases := loadEvalCases(t)
	// The cases in parallel, one worker a CPU: each has an account of its
	// own.
	results := make([]evalResult, len(cases))
	errs := make([]error, len(cases))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i], errs[i] = runEvalCase(cases[i])
			}
		}()
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("case %s: %v", cases[i].Name, err)
		}
	}
	memEval.results = append(results, runEvalExamples(t)...)
	return memEval.results
}

// checkEvalFloor fails t when a family of scores is below the floor, when
// wrong writes are above it, or when a case the floor lists as passing
// fails in results. Nil scores (a sample of the cases) skip the
// families' totals.
func checkEvalFloor(t *testing.T, scores map[string]evalScore, wrong int, results []evalResult) {
	t.Helper()
	floor := loadEvalFloor(t)
	for f, want := range floor.Families {
		if scores == nil {
			break
		}
		if got := scores[f]; got.Passed < want.Passed {
			t.Errorf("family %s: %d cases pass, below the floor of %d", f, got.Passed, want.Passed)
		}
	}
	if wrong > floor.WrongWrites {
		t.Errorf("%d cases made a wrong write, above the floor of %d", wrong, floor.WrongWrites)
	}
	passes := map[string]bool{}
	for _, r := range results {
		passes[r.name] = r.pass
	}
	for _, name := range floor.Passing {
		if pass, ok := passes[name]; ok && !pass {
			t.Errorf("case %s passed when the floor was recorded and fails now", name)
		}
	}
}

// loadEvalFloor reads testdata/eval/floor.json.
func loadEvalFloor(t *testing.T) evalFloor {
	t.Helper()
	b, err := os.ReadFile(evalFloorFile)
	if err != nil {
		t.Fatalf("%v (run with -update-floor to record one)", err)
	}
	var floor evalFloor
	if err := json.Unmarshal(b, &floor); err != nil {
		t.Fatalf("%s: %v", evalFloorFile, err)
	}
	return floor
}

// reportEval logs the wrong writes and failures of results, and a score
// table per family; it prints a summary line starting with label and
// returns the scores and the number of wrong writes.
func reportEval(t *testing.T, label string, cases []evalCase, results []evalResult) (map[string]evalScore, int) {
	t.Helper()
	scores := map[string]evalScore{}
	wrong := 0
	for _, r := range results {
		s := scores[r.family]
		s.Total++
		if r.pass {
			s.Passed++
		}
		if r.wrongWrite {
			s.WrongWrites++
			wrong++
		}
		scores[r.family] = s
	}
	for _, r := range results {
		if r.wrongWrite {
			t.Logf("WRONG WRITE  %s: %s\n\tmessages %q\n\treplies  %q", r.name, strings.Join(r.why, "; "), messagesOf(cases, r.name), r.replies)
		}
	}
	for _, r := range results {
		if !r.pass && !r.wrongWrite {
			t.Logf("fail  %s: %s\n\treplies %q", r.name, strings.Join(r.why, "; "), r.replies)
		}
	}
	families := make([]string, 0, len(scores))
	for f := range scores {
		families = append(families, f)
	}
	sort.Strings(families)
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-14s %7s %6s %7s\n", "family", "passed", "total", "wrong")
	passed := 0
	for _, f := range families {
		s := scores[f]
		passed += s.Passed
		fmt.Fprintf(&table, "%-14s %7d %6d %7d\n", f, s.Passed, s.Total, s.WrongWrites)
	}
	t.Log(table.String())
	summary := fmt.Sprintf("%s: %d/%d passed, %d WRONG WRITES", label, passed, len(results), wrong)
	fmt.Println(summary)

	return scores, wrong
}

func messagesOf(cases []evalCase, name string) []string {
	for _, c := range cases {
		if c.Name == name {
			return c.Messages
		}
	}
	return nil
}

// runEvalExamples scores the public examples (internal/examples) in family
// "examples". Their checks are tests of their own, so a failing example
// also fails TestEval; one that failed after writing counts as a wrong
// write.
func runEvalExamples(t *testing.T) []evalResult {
	var out []evalResult
	for _, ex := range examples.All {
		r := evalResult{name: "examples/" + ex.Name, family: "examples"}
		var d examples.Diff
		r.pass = t.Run("Example"+ex.Name, func(t *testing.T) {
			m, f := fixtureStore(examples.Reference(ex.Zone))
			if ex.Setup != nil {
				if err := ex.Setup(context.Background(), m.services(), 1, f); err != nil {
					t.Fatal(err)
				}
			}
			before := m.state()
			replies := converse(t, m.engine(), 1, ex.Message, ex.FollowUp)
			d = examples.Compare(before, m.state())
			ex.Run(t, f, d, replies)
		})
		r.wrongWrite = !r.pass && !d.Empty()
		if !r.pass {
			r.why = append(r.why, "the example's check failed (see its subtest)")
		}
		out = append(out, r)
	}
	return out
}

// evalState is a deep copy of what a message may change.
type evalState struct {
	jobs  map[int64]steward.Job
	stays map[int64]steward.Reservation
	pros  map[int64]steward.Pro
}

func evalSnapshot(m *memStore) evalState {
	s := evalState{jobs: map[int64]steward.Job{}, stays: map[int64]steward.Reservation{}, pros: map[int64]steward.Pro{}}
	for _, j := range m.jobs {
		s.jobs[j.ID] = *j
	}
	for _, r := range m.stays {
		s.stays[r.ID] = *r
	}
	for _, p := range m.pros {
		s.pros[p.ID] = *p
	}
	return s
}

// evalAccount is an account a case runs on: the engine over its store,
// the keys of its fixture, and a way to read what a message may change.
// TestEval's accounts are memStores; TestEvalSQLite's are SQL stores
// (eval_sql_test.go).
type evalAccount struct {
	acct     int64
	engine   *Engine
	refs     *evalRefs
	snapshot func(context.Context) (evalState, error)
	// rewrite, when set, turns a message's words into this account's:
	// a job's number ("cancel job 29") is the fixture's on the memStore
	// and another row's on the SQL stores.
	rewrite func(string) string
}

// memEvalFixture builds c's fixture, with the jobs c adds, on a new
// memStore at the eval's clock.
func memEvalFixture(ctx context.Context, c evalCase) (*memStore, *evalRefs, error) {
	m := &memStore{clock: steward.FixedClock{T: evalNow}}
	build := evalFixture
	switch c.Fixture {
	case "":
	case "coast":
		build = coastFixture
	case "farm":
		build = farmFixture
	case "metro":
		build = metroFixture
	case "valley":
		build = valleyFixture
	case "quotes":
		build = quotesFixture
	case "lakes":
		build = lakesFixture
	case "prairie":
		build = prairieFixture
	case "island":
		build = islandFixture
	case "desert":
		build = desertFixture
	case "harbor":
		build = harborFixture
	case "alpine":
		build = alpineFixture
	case "bayou":
		build = bayouFixture
	case "lakeside":
		build = lakesideFixture
	case "vineyard":
		build = vineyardFixture
	case "cityflats":
		build = cityflatsFixture
	case "campus":
		build = campusFixture
	case "tropics":
		build = tropicsFixture
	case "texas":
		build = texasFixture
	case "pnw":
		build = pnwFixture
	case "midwest":
		build = midwestFixture
	case "southeast":
		build = southeastFixture
	case "newengland":
		build = newenglandFixture
	case "rockies":
		build = rockiesFixture
	case "socal":
		build = socalFixture
	case "maui":
		build = mauiFixture
	case "greatlakes":
		build = greatlakesFixture
	case "ozarks":
		build = ozarksFixture
	case "chesapeake":
		build = chesapeakeFixture
	case "gulfshore":
		build = gulfshoreFixture
	case "hudson":
		build = hudsonFixture
	case "tahoe":
		build = tahoeFixture
	case "smokies":
		build = smokiesFixture
	case "idaho":
		build = idahoFixture
	case "lowcountry":
		build = lowcountryFixture
	case "berkshires":
		build = berkshiresFixture
	case "havasu":
		build = havasuFixture
	case "capecod":
		build = capecodFixture
	case "colorado":
		build = coloradoFixture
	case "outerbanks":
		build = outerbanksFixture
	case "sonoma":
		build = sonomaFixture
	case "ozarklake":
		build = ozarklakeFixture
	case "keys":
		build = keysFixture
	case "shenandoah":
		build = shenandoahFixture
	case "bigsur":
		build = bigsurFixture
	case "poconos":
		build = poconosFixture
	case "adirondack":
		build = adirondackFixture
	case "fingerlakes":
		build = fingerlakesFixture
	case "texasgulf":
		build = texasgulfFixture
	case "wisconsin":
		build = wisconsinFixture
	case "mainecoast":
		build = mainecoastFixture
	case "gorge":
		build = gorgeFixture
	case "nmichigan":
		build = nmichiganFixture
	case "sanibel":
		build = sanibelFixture
	case "sierra":
		build = sierraFixture
	case "staug":
		build = staugFixture
	case "ocmd":
		build = ocmdFixture
	case "catskill":
		build = catskillFixture
	case "gulfcoast":
		build = gulfcoastFixture
	case "doorcounty":
		build = doorcountyFixture
	case "parkcity":
		build = parkcityFixture
	case "puertorico":
		build = puertoricoFixture
	case "alaska":
		build = alaskaFixture
	case "sedona":
		build = sedonaFixture
	case "galveston":
		build = galvestonFixture
	case "northshore":
		build = northshoreFixture
	case "bigsky":
		build = bigskyFixture
	case "bend":
		build = bendFixture
	case "galena":
		build = galenaFixture
	case "tremblant":
		build = tremblantFixture
	case "capemay":
		build = capemayFixture
	case "santafe":
		build = santafeFixture
	case "hocking":
		build = hockingFixture
	case "lakegeneva":
		build = lakegenevaFixture
	case "charleston":
		build = charlestonFixture
	case "kona":
		build = konaFixture
	case "savannah":
		build = savannahFixture
	case "scottsdale":
		build = scottsdaleFixture
	case "asheville":
		build = ashevilleFixture
	case "miami":
		build = miamiFixture
	case "nashville":
		build = nashvilleFixture
	case "goa":
		build = goaFixture
	case "chattanooga":
		build = chattanoogaFixture
	case "annarbor":
		build = annarborFixture
	case "dispatch":
		build = dispatchFixture
	case "sandiego":
		build = sandiegoFixture
	case "vermont":
		build = vermontFixture
	case "destin":
		build = destinFixture
	case "hillcountry":
		build = hillcountryFixture
	case "olympic":
		build = olympicFixture
	case "myrtle":
		build = myrtleFixture
	case "nola":
		build = nolaFixture
	case "whitemountains":
		build = whitemountainsFixture
	case "pigeonforge":
		build = pigeonforgeFixture
	case "boulder":
		build = boulderFixture
	case "jacksonhole":
		build = jacksonholeFixture
	case "brokenbow":
		build = brokenbowFixture
	case "palmsprings":
		build = palmspringsFixture
	case "hiltonhead":
		build = hiltonheadFixture
	case "jerseyshore":
		build = jerseyshoreFixture
	case "bigbear":
		build = bigbearFixture
	case "branson":
		build = bransonFixture
	case "tybee":
		build = tybeeFixture
	case "moab":
		build = moabFixture
	case "orlando":
		build = orlandoFixture
	case "duluth":
		build = duluthFixture
	case "joshuatree":
		build = joshuatreeFixture
	case "cotswolds":
		build = cotswoldsFixture
	case "pittsburgh":
		build = pittsburghFixture
	case "lakeplacid":
		build = lakeplacidFixture
	case "traverse":
		build = traverseFixture
	case "blackforest":
		build = blackforestFixture
	case "chicago":
		build = chicagoFixture
	case "naples":
		build = naplesFixture
	case "kerry":
		build = kerryFixture
	case "lakedistrict":
		build = lakedistrictFixture
	case "austin":
		build = austinFixture
	case "capetown":
		build = capetownFixture
	case "lakelanier":
		build = lakelanierFixture
	case "portland":
		build = portlandFixture
	case "brighton":
		build = brightonFixture
	case "tucson":
		build = tucsonFixture
	case "edinburgh":
		build = edinburghFixture
	case "guesthouse":
		build = guesthouseFixture
	case "montreal":
		build = montrealFixture
	case "edison":
		build = edisonFixture
	case "santacruz":
		build = santacruzFixture
	case "baltimore":
		build = baltimoreFixture
	case "sanantonio":
		build = sanantonioFixture
	case "denver":
		build = denverFixture
	case "sydney":
		build = sydneyFixture
	case "vancouver":
		build = vancouverFixture
	case "raleigh":
		build = raleighFixture
	case "minneapolis":
		build = minneapolisFixture
	case "boise":
		build = boiseFixture
	case "galway":
		build = galwayFixture
	case "flagstaff":
		build = flagstaffFixture
	case "halifax":
		build = halifaxFixture
	case "denverlong":
		build = denverlongFixture
	case "lisbon":
		build = lisbonFixture
	default:
		return nil, nil, fmt.Errorf("unknown fixture %q", c.Fixture)
	}
	refs, err := build(ctx, m)
	if err != nil {
		return nil, nil, err
	}
	for _, j := range c.AddJobs {
		if err := refs.addJob(ctx, m, j); err != nil {
			return nil, nil, err
		}
	}
	if m.history == nil {
		m.history = map[int64][]*steward.JobHistoryEntry{}
	}
	m.logHistory = true
	return m, refs, nil
}

// runEvalCase runs c on a fresh fixture and grades it. Errors are the
// suite's own (a bad case, a broken fixture), not the engine's answers.
func runEvalCase(c evalCase) (evalResult, error) {
	ctx := context.Background()
	m, refs, err := memEvalFixture(ctx, c)
	if err != nil {
		return evalResult{name: c.Name, family: c.Family}, err
	}
	return runEvalOn(ctx, c, evalAccount{acct: 1, engine: m.engine(), refs: refs,
		snapshot: func(context.Context) (evalState, error) { return evalSnapshot(m), nil }})
}

// runEvalOn runs c's conversation on account a and grades what it did.
func runEvalOn(ctx context.Context, c evalCase, a evalAccount) (evalResult, error) {
	res := evalResult{name: c.Name, family: c.Family}
	before, err := a.snapshot(ctx)
	if err != nil {
		return res, err
	}
	var history []*steward.Message
	var last Reply
	for _, msg := range c.Messages {
		if a.rewrite != nil {
			msg = a.rewrite(msg)
		}
		r, err := a.engine.Handle(ctx, a.acct, Request{Message: msg, History: history})
		if err != nil {
			res.why = append(res.why, fmt.Sprintf("Handle(%q) failed: %v", msg, err))
			res.replies = append(res.replies, "ERROR: "+err.Error())
			return res, nil
		}
		text := r.Text
		history = append(history, &steward.Message{Message: msg, Status: r.Status, Response: &text, Actions: r.Actions, Pending: r.Pending})
		res.replies = append(res.replies, fmt.Sprintf("[%s] %s", r.Status, r.Text))
		last = r
	}
	after, err := a.snapshot(ctx)
	if err != nil {
		return res, err
	}
	g := grader{e: a.engine, acct: a.acct, refs: a.refs, before: before, after: after}
	if err := g.grade(c.Expect, last, &res); err != nil {
		return res, fmt.Errorf("bad expectation: %w", err)
	}
	res.pass = len(res.why) == 0
	return res, nil
}

// grader compares an account before and after a case with its facts.
type grader struct {
	// e's services read the properties, pros and equipment the facts
	// name, in account acct.
	e             *Engine
	acct          int64
	refs          *evalRefs
	before, after evalState
}

// refusalWords mark a reply that declines and says so.
var refusalWords = []string{"can't", "cannot", "can’t", "not able", "unable", "don't support", "not supported", "isn't something", "only"}

func (g *grader) grade(x evalExpect, last Reply, res *evalResult) error {
	fail := func(format string, args ...any) { res.why = append(res.why, fmt.Sprintf(format, args...)) }

	// Every write the case made, to be matched against the facts.
	var newJobs, changed []int64
	for id, j := range g.after.jobs {
		if b, ok := g.before.jobs[id]; !ok {
			// A job the conversation booked and then cancelled (a
			// correction: "actually the loft") leaves nothing standing.
			if j.Status != steward.StatusCancelled {
				newJobs = append(newJobs, id)
			}
		} else if b.Status != j.Status || !b.ScheduledAt.Equal(j.ScheduledAt) || evalStr(b.Notes) != evalStr(j.Notes) ||
			evalPID(b.ProID) != evalPID(j.ProID) || b.ServiceType != j.ServiceType || b.Price != j.Price || b.AddressID != j.AddressID ||
			evalPID(b.AssetID) != evalPID(j.AssetID) {
			changed = append(changed, id)
		}
	}
	var newStays, changedStays []int64
	for id, s := range g.after.stays {
		if b, ok := g.before.stays[id]; !ok {
			newStays = append(newStays, id)
		} else if !b.CheckIn.Equal(s.CheckIn) || !b.CheckOut.Equal(s.CheckOut) || b.Guests != s.Guests || b.GuestName != s.GuestName || b.Status != s.Status {
			changedStays = append(changedStays, id)
		}
	}
	var newPros []int64
	for id := range g.after.pros {
		if _, ok := g.before.pros[id]; !ok {
			newPros = append(newPros, id)
		}
	}
	slices.Sort(newJobs)
	slices.Sort(changed)
	slices.Sort(newStays)
	slices.Sort(newPros)
	writes := len(newJobs) + len(changed) + len(newStays) + len(changedStays) + len(newPros)

	used := map[int64]bool{}
	for _, f := range x.NewJobs {
		ok := false
		for _, id := range newJobs {
			if used[id] {
				continue
			}
			match, err := g.jobMatches(g.after.jobs[id], f)
			if err != nil {
				return err
			}
			if match {
				used[id], ok = true, true
				if j := g.after.jobs[id]; !strings.Contains(strings.ToLower(evalStr(j.Notes)), strings.ToLower(f.About)) {
					fail("job %d has notes %q, want them to mention %q", id, evalStr(j.Notes), f.About)
				}
				break
			}
		}
		if !ok {
			fail("missing new job %+v", f)
		}
	}
	for _, f := range x.Changed {
		id, ok := g.refs.jobs[f.Job]
		if !ok {
			return fmt.Errorf("unknown job %q", f.Job)
		}
		match, err := g.changeMatches(g.before.jobs[id], g.after.jobs[id], f)
		if err != nil {
			return err
		}
		if match {
			used[id] = true
		} else {
			fail("job %s not changed as %+v", f.Job, f)
		}
	}
	usedStay := map[int64]bool{}
	for _, f := range x.NewStays {
		ok := false
		for _, id := range newStays {
			if usedStay[id] {
				continue
			}
			match, err := g.stayMatches(g.after.stays[id], f)
			if err != nil {
				return err
			}
			if match {
				usedStay[id], ok = true, true
				break
			}
		}
		if !ok {
			fail("missing new stay %+v", f)
		}
	}
	for _, f := range x.ChangedStays {
		id, ok := g.refs.stays[f.Stay]
		if !ok {
			return fmt.Errorf("unknown stay %q", f.Stay)
		}
		match, err := g.stayChangeMatches(g.before.stays[id], g.after.stays[id], f)
		if err != nil {
			return err
		}
		if match {
			usedStay[id] = true
		} else {
			fail("stay %s not changed as %+v", f.Stay, f)
		}
	}
	usedPro := map[int64]bool{}
	for _, f := range x.NewPros {
		ok := false
		for _, id := range newPros {
			if !usedPro[id] && evalProMatches(g.after.pros[id], f) {
				usedPro[id], ok = true, true
				break
			}
		}
		if !ok {
			fail("missing new pro %+v", f)
		}
	}
	seriesOK := false
	if x.Series != nil && len(newJobs) > 0 {
		var series []int64
		for _, id := range newJobs {
			match, err := g.jobMatches(g.after.jobs[id], *x.Series)
			if err != nil {
				return err
			}
			if match {
				series = append(series, id)
			}
		}
		// One job for "every Friday" is a wrong write: the host believes
		// the series is set up.
		if seriesOK = len(series) >= 2; seriesOK {
			for _, id := range series {
				used[id] = true
			}
		}
	}

	// Anything written that no fact accounts for is a wrong write.
	var wrong []string
	for _, id := range newJobs {
		if !used[id] {
			wrong = append(wrong, "created "+g.describe(g.after.jobs[id]))
		}
	}
	for _, id := range changed {
		if !used[id] {
			wrong = append(wrong, fmt.Sprintf("changed %s → %s", g.describe(g.before.jobs[id]), g.describe(g.after.jobs[id])))
		}
	}
	for _, id := range newStays {
		if !usedStay[id] {
			s := g.after.stays[id]
			wrong = append(wrong, fmt.Sprintf("created stay %q %s–%s", s.GuestName, s.CheckIn.Format(time.RFC3339), s.CheckOut.Format(time.RFC3339)))
		}
	}
	for _, id := range changedStays {
		if !usedStay[id] {
			wrong = append(wrong, fmt.Sprintf("changed stay %d", id))
		}
	}
	for _, id := range newPros {
		if !usedPro[id] {
			p := g.after.pros[id]
			wrong = append(wrong, fmt.Sprintf("created pro %q %q %v", p.Name, p.Email, p.Services))
		}
	}
	if len(wrong) > 0 {
		res.wrongWrite = true
		fail("WRONG WRITE: %s", strings.Join(wrong, "; "))
	}

	text := strings.ToLower(last.Text)
	switch x.Outcome {
	case "change":
		if len(x.NewJobs)+len(x.Changed)+len(x.NewStays)+len(x.ChangedStays)+len(x.NewPros) == 0 {
			return fmt.Errorf("outcome change without facts")
		}
		if last.Status != steward.MessageCompleted {
			fail("status %s, want completed", last.Status)
		}
	case "none":
		if last.Status != steward.MessageCompleted {
			fail("status %s, want completed", last.Status)
		}
	case "no_write": // nothing written; answering or asking are both fine
	case "asks":
		if last.Status != steward.MessageNeedsInput {
			fail("status %s, want needs_input", last.Status)
		}
	case "refuses":
		if last.Status != steward.MessageCompleted || !evalContainsAny(text, refusalWords) {
			fail("reply %q is not a refusal with a reason", last.Text)
		}
	case "series_or_refuses":
		if x.Series == nil {
			return fmt.Errorf("series_or_refuses without a series")
		}
		if !seriesOK && !(writes == 0 && evalContainsAny(text, refusalWords)) {
			fail("neither a series nor a refusal")
		}
	default:
		return fmt.Errorf("unknown outcome %q", x.Outcome)
	}
	if x.Outcome != "change" && x.Outcome != "series_or_refuses" && writes > 0 && !res.wrongWrite {
		return fmt.Errorf("outcome %s with writes expected", x.Outcome)
	}
	for _, want := range x.Reply {
		if not, ok := strings.CutPrefix(want, "!"); ok {
			// "!x": the reply must not contain x.
			if evalContainsAny(text, strings.Split(strings.ToLower(not), "|")) {
				fail("reply mentions %q", not)
			}
			continue
		}
		if !evalContainsAny(text, strings.Split(strings.ToLower(want), "|")) {
			fail("reply does not mention %q", want)
		}
	}
	return nil
}

func evalContainsAny(text string, words []string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

func evalStr(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func evalPID(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}

func (g *grader) describe(j steward.Job) string {
	a, _ := g.e.Addresses.FindAddressByID(context.Background(), g.acct, j.AddressID)
	name := "?"
	loc := time.UTC
	if a != nil {
		name, loc = a.Name(), a.Location()
	}
	pro := "no pro"
	if p, _ := g.e.Pros.FindProByID(context.Background(), g.acct, evalPID(j.ProID)); p != nil {
		pro = p.Name
	}
	return fmt.Sprintf("job %d (%s %s at %s, %s, %s, notes %q)", j.ID, j.Status, j.ServiceType, name,
		j.ScheduledAt.In(loc).Format("Mon Jan 2 15:04"), pro, evalStr(j.Notes))
}

// at reads a local time or day at the job's property.
func (g *grader) at(addressID int64, s string) (time.Time, error) {
	a, err := g.e.Addresses.FindAddressByID(context.Background(), g.acct, addressID)
	if err != nil {
		return time.Time{}, err
	}
	if len(s) == len("2006-01-02") {
		return time.ParseInLocation("2006-01-02", s, a.Location())
	}
	return time.ParseInLocation("2006-01-02 15:04", s, a.Location())
}

func (g *grader) proID(key string) (int64, error) {
	if key == "none" {
		return 0, nil
	}
	if id, ok := g.refs.pros[key]; ok {
		return id, nil
	}
	return 0, fmt.Errorf("unknown pro %q", key)
}

func (g *grader) jobMatches(j steward.Job, f evalJobFact) (bool, error) {
	addr, ok := g.refs.props[f.Property]
	if !ok {
		return false, fmt.Errorf("unknown property %q", f.Property)
	}
	if j.AddressID != addr || string(j.ServiceType) != f.Service || j.Status != steward.StatusPending {
		return false, nil
	}
	a, err := g.e.Addresses.FindAddressByID(context.Background(), g.acct, addr)
	if err != nil {
		return false, err
	}
	local := j.ScheduledAt.In(a.Location())
	if f.At != "" {
		t, err := g.at(addr, f.At)
		if err != nil || !t.Equal(j.ScheduledAt) {
			return false, err
		}
	}
	if f.Day != "" && local.Format("2006-01-02") != f.Day {
		return false, nil
	}
	if f.From != "" {
		t, err := g.at(addr, f.From)
		if err != nil || j.ScheduledAt.Before(t) {
			return false, err
		}
	}
	if f.To != "" {
		t, err := g.at(addr, f.To)
		if err != nil || j.ScheduledAt.After(t) {
			return false, err
		}
	}
	if f.Weekday != "" && !strings.EqualFold(local.Weekday().String(), f.Weekday) {
		return false, nil
	}
	if f.Time != "" && local.Format("15:04") != f.Time {
		return false, nil
	}
	if f.Pro != "" {
		id, err := g.proID(f.Pro)
		if err != nil || evalPID(j.ProID) != id {
			return false, err
		}
	}
	if f.Notes != "" && !strings.Contains(strings.ToLower(evalStr(j.Notes)), strings.ToLower(f.Notes)) {
		return false, nil
	}
	if f.Asset != "" {
		kind, err := g.assetKind(j)
		if err != nil || kind != f.Asset {
			return false, err
		}
	}
	return true, nil
}

// assetKind is the kind of the equipment j is linked to, "none" for no link.
func (g *grader) assetKind(j steward.Job) (string, error) {
	if j.AssetID == nil {
		return "none", nil
	}
	a, err := g.e.Assets.FindAssetByID(context.Background(), g.acct, *j.AssetID)
	if err != nil {
		return "", err
	}
	return a.Kind, nil
}

func (g *grader) changeMatches(b, a steward.Job, f evalJobChange) (bool, error) {
	if a.AddressID != b.AddressID || f.Service == "" && a.ServiceType != b.ServiceType || f.Service != "" && string(a.ServiceType) != f.Service {
		return false, nil
	}
	if f.Price != 0 && a.Price != f.Price {
		return false, nil
	}
	if f.At != "" {
		t, err := g.at(b.AddressID, f.At)
		if err != nil || !t.Equal(a.ScheduledAt) {
			return false, err
		}
	} else if !a.ScheduledAt.Equal(b.ScheduledAt) {
		return false, nil
	}
	if f.Status != "" {
		if string(a.Status) != f.Status {
			return false, nil
		}
	} else if a.Status != b.Status {
		return false, nil
	}
	if f.Pro != "" {
		id, err := g.proID(f.Pro)
		if err != nil || evalPID(a.ProID) != id {
			return false, err
		}
	} else if evalPID(a.ProID) != evalPID(b.ProID) {
		return false, nil
	}
	if f.Notes != "" {
		if !strings.Contains(strings.ToLower(evalStr(a.Notes)), strings.ToLower(f.Notes)) {
			return false, nil
		}
	} else if evalStr(a.Notes) != evalStr(b.Notes) {
		return false, nil
	}
	if f.Asset != "" {
		kind, err := g.assetKind(a)
		if err != nil || kind != f.Asset {
			return false, err
		}
	} else if evalPID(a.AssetID) != evalPID(b.AssetID) {
		return false, nil
	}
	return true, nil
}

func (g *grader) stayMatches(s steward.Reservation, f evalStayFact) (bool, error) {
	addr, ok := g.refs.props[f.Property]
	if !ok {
		return false, fmt.Errorf("unknown property %q", f.Property)
	}
	if s.AddressID != addr || !strings.Contains(strings.ToLower(s.GuestName), strings.ToLower(f.Guest)) {
		return false, nil
	}
	for _, c := range []struct {
		got  time.Time
		want string
	}{{s.CheckIn, f.CheckIn}, {s.CheckOut, f.CheckOut}} {
		if c.want == "" {
			continue
		}
		t, err := g.at(addr, c.want)
		if err != nil {
			return false, err
		}
		if len(c.want) == len("2006-01-02") {
			if c.got.In(t.Location()).Format("2006-01-02") != c.want {
				return false, nil
			}
		} else if !t.Equal(c.got) {
			return false, nil
		}
	}
	return f.Guests == 0 || s.Guests == f.Guests, nil
}

// stayChangeMatches reports whether a stay changed as f says, and in
// nothing else.
func (g *grader) stayChangeMatches(b, a steward.Reservation, f evalStayChange) (bool, error) {
	if f.Guests == 0 && b.Guests != a.Guests || f.Guests != 0 && a.Guests != f.Guests || b.GuestName != a.GuestName {
		return false, nil
	}
	for _, c := range []struct {
		before, after time.Time
		want          string
	}{{b.CheckIn, a.CheckIn, f.CheckIn}, {b.CheckOut, a.CheckOut, f.CheckOut}} {
		if c.want == "" {
			if !c.before.Equal(c.after) {
				return false, nil
			}
			continue
		}
		t, err := g.at(a.AddressID, c.want)
		if err != nil {
			return false, err
		}
		if !t.Equal(c.after) {
			return false, nil
		}
	}
	if f.Status == "" {
		return b.Status == a.Status, nil
	}
	return string(a.Status) == f.Status, nil
}

func evalProMatches(p steward.Pro, f evalProFact) bool {
	if !strings.EqualFold(p.Name, f.Name) || f.Email != "" && !strings.EqualFold(p.Email, f.Email) || f.Phone != "" && p.Phone != f.Phone {
		return false
	}
	if f.Services == nil {
		return true
	}
	var got []string
	for _, s := range p.Services {
		got = append(got, string(s))
	}
	want := slices.Clone(f.Services)
	slices.Sort(got)
	slices.Sort(want)
	return slices.Equal(got, want)
}
