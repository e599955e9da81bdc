package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"text/tabwriter"
)

// Report is a whole bench run: where it ran, the figures at each data
// size, the assistant's, and the goals they meet or miss.
type Report struct {
	Engine    string   `json:"engine"` // sqlite, postgres, or the URL of a remote server
	Machine   Machine  `json:"machine"`
	Clients   int      `json:"clients"`
	Seconds   float64  `json:"seconds_per_run"`
	Scales    []*Scale `json:"scales"`
	Assistant *Rate    `json:"assistant,omitempty"`
	Goals     []Goal   `json:"goals"`
}

// Machine describes where the bench ran.
type Machine struct {
	CPUs       int     `json:"cpus"`
	GOMAXPROCS int     `json:"gomaxprocs"`
	CPUModel   string  `json:"cpu_model"`
	MemoryGiB  float64 `json:"memory_gib"`
	Go         string  `json:"go"`
	OS         string  `json:"os"`
}

// ReadMachine describes this machine (CPU model and memory from /proc on
// Linux; empty elsewhere).
func ReadMachine() Machine {
	m := Machine{CPUs: runtime.NumCPU(), GOMAXPROCS: runtime.GOMAXPROCS(0), Go: runtime.Version(), OS: runtime.GOOS + "/" + runtime.GOARCH}
	m.CPUModel = procField("/proc/cpuinfo", "model name")
	if kb, err := strconv.ParseFloat(strings.TrimSuffix(procField("/proc/meminfo", "MemTotal"), " kB"), 64); err == nil {
		m.MemoryGiB = float64(int(kb/(1<<20)*10)) / 10
	}
	return m
}

// procField returns the value of the first "name: value" line of a /proc file.
func procField(path, name string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == name {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// Goal is one of the performance goals and whether the run met it.
type Goal struct {
	Name string `json:"name"`
	Want string `json:"want"`
	Got  string `json:"got"`
	Met  bool   `json:"met"`
}

// Evaluate sets r.Goals from the figures.
func (r *Report) Evaluate() {
	r.Goals = nil
	if len(r.Scales) == 0 {
		return
	}
	add := func(name, want, got string, met bool) {
		r.Goals = append(r.Goals, Goal{Name: name, Want: want, Got: got, Met: met})
	}
	for _, s := range r.Scales {
		n := jobsLabel(s.Jobs)
		add("read ratio, list, "+n, "≥ 0.60", fmt.Sprintf("%.2f", s.List.Ratio), s.List.Ratio >= 0.6)
		add("read ratio, filtered list, "+n, "≥ 0.60", fmt.Sprintf("%.2f", s.Filtered.Ratio), s.Filtered.Ratio >= 0.6)
		add("job creation with outbox, "+n, "≥ 5,000/s", perSec(s.Create.PerSec), s.Create.PerSec >= 5000)
		add("webhook commit-to-delivery p99, "+n, "< 50 ms", msLabel(s.Webhooks.P99MS),
			s.Webhooks.P99MS < 50 && s.Webhooks.Missing == 0)
	}
	if len(r.Scales) > 1 {
		small, large := r.Scales[0], r.Scales[len(r.Scales)-1]
		name := jobsLabel(small.Jobs) + " vs " + jobsLabel(large.Jobs)
		for _, f := range []struct {
			what     string
			from, to float64
		}{
			{"list", small.List.Steward.PerSec, large.List.Steward.PerSec},
			{"filtered list", small.Filtered.Steward.PerSec, large.Filtered.Steward.PerSec},
			{"job creation", small.Create.PerSec, large.Create.PerSec},
		} {
			slower := f.from / max(f.to, 1e-9)
			add("scale, "+f.what+", "+name, "within 2×", fmt.Sprintf("%.2f×", slower), slower <= 2)
		}
	}
}

// WriteJSON writes r as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteTable writes r as a table, one column per data size.
func (r *Report) WriteTable(w io.Writer) error {
	m := r.Machine
	fmt.Fprintf(w, "steward bench: %s; %d CPUs (%s), %.1f GiB, %s %s; %d clients, %gs per run\n\n",
		r.Engine, m.CPUs, m.CPUModel, m.MemoryGiB, m.Go, m.OS, r.Clients, r.Seconds)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	row := func(label string, cell func(s *Scale) string) {
		fmt.Fprint(tw, label)
		for _, s := range r.Scales {
			fmt.Fprint(tw, "\t", cell(s))
		}
		fmt.Fprintln(tw, "\t")
	}
	row("", func(s *Scale) string { return jobsLabel(s.Jobs) })
	row("load time", func(s *Scale) string { return fmt.Sprintf("%.1f s", s.LoadSeconds) })
	for _, rd := range []struct {
		label string
		get   func(s *Scale) *Read
	}{
		{"GET /api/v1/jobs?limit=20", func(s *Scale) *Read { return &s.List }},
		{"GET filtered (address, status)", func(s *Scale) *Read { return &s.Filtered }},
	} {
		row(rd.label, func(s *Scale) string { return rateLabel(rd.get(s).Steward) })
		row("  bare net/http, same bytes", func(s *Scale) string { return rateLabel(rd.get(s).Bare) })
		row("  ratio (by CPU per request)", func(s *Scale) string {
			return fmt.Sprintf("%.2f (%.2f), %d B", rd.get(s).Ratio, rd.get(s).CPURatio, rd.get(s).Bytes)
		})
	}
	row("POST /api/v1/jobs (event + 1 delivery)", func(s *Scale) string { return rateLabel(s.Create) })
	row("  deliveries done, after the run", func(s *Scale) string { return fmt.Sprintf("+%.1f s", s.Webhooks.CreateDrainSeconds) })
	row("webhook fan-out, burst", func(s *Scale) string {
		return fmt.Sprintf("%s deliveries/s (%d×%d)", perSec(s.Webhooks.PerSec), s.Webhooks.Deliveries/max(1, s.Webhooks.Endpoints), s.Webhooks.Endpoints)
	})
	row("commit-to-delivery", func(s *Scale) string {
		return fmt.Sprintf("p50 %s p99 %s at %d/s", msLabel(s.Webhooks.P50MS), msLabel(s.Webhooks.P99MS), s.Webhooks.PacedPerSec)
	})
	row("  deliveries missing", func(s *Scale) string { return strconv.Itoa(s.Webhooks.Missing) })
	row("memory (RSS) at rest / under load", func(s *Scale) string {
		if s.RSSRestMB == 0 {
			return "unknown"
		}
		return fmt.Sprintf("%.0f / %.0f MiB", s.RSSRestMB, s.RSSLoadMB)
	})
	if err := tw.Flush(); err != nil {
		return err
	}
	if a := r.Assistant; a != nil {
		fmt.Fprintf(w, "\nassistant (embedded engine, through the API): %s messages/s, p50 %s, p99 %s\n",
			perSec(a.PerSec), msLabel(a.P50MS), msLabel(a.P99MS))
	}
	if len(r.Goals) > 0 {
		fmt.Fprintln(w, "\ngoals:")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		for _, g := range r.Goals {
			mark := "met"
			if !g.Met {
				mark = "MISSED"
			}
			fmt.Fprintf(tw, "  %s\t%s\twant %s\t%s\t\n", g.Name, g.Got, g.Want, mark)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	for _, s := range r.Scales {
		for _, rt := range []Rate{s.List.Steward, s.Filtered.Steward, s.Create} {
			if rt.Errors > 0 {
				fmt.Fprintf(w, "\nwarning: %d requests failed at %s; see the JSON for counts\n", rt.Errors, jobsLabel(s.Jobs))
				break
			}
		}
	}
	return nil
}

func rateLabel(r Rate) string {
	return fmt.Sprintf("%s/s p50 %s p99 %s, %.0fµs CPU", perSec(r.PerSec), msLabel(r.P50MS), msLabel(r.P99MS), r.CPUUS)
}

func msLabel(v float64) string {
	if v < 10 {
		return fmt.Sprintf("%.2fms", v)
	}
	return fmt.Sprintf("%.0fms", v)
}

// perSec formats a rate with thousands separators.
func perSec(v float64) string {
	n := int64(v + 0.5)
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// jobsLabel names a data size: 10k, 1M, 2500.
func jobsLabel(n int) string {
	switch {
	case n >= 1_000_000 && n%1_000_000 == 0:
		return strconv.Itoa(n/1_000_000) + "M jobs"
	case n >= 1000 && n%1000 == 0:
		return strconv.Itoa(n/1000) + "k jobs"
	}
	return strconv.Itoa(n) + " jobs"
}

// ParseSizes reads a comma-separated list of data sizes such as
// "10k,1m" (k = thousand, m = million).
func ParseSizes(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		mult := 1
		switch {
		case strings.HasSuffix(f, "k"):
			mult, f = 1000, strings.TrimSuffix(f, "k")
		case strings.HasSuffix(f, "m"):
			mult, f = 1_000_000, strings.TrimSuffix(f, "m")
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 100_000_000/mult {
			return nil, fmt.Errorf("%q: want a number of jobs such as 10k or 1m", f)
		}
		out = append(out, n*mult)
	}
	return out, nil
}
