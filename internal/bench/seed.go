package bench

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/demo"
	"github.com/stewardhq/steward/sqlstore"
)

// Account is the loaded account the measurements use.
type Account struct {
	APIKey     string
	AddressIDs []int64
	ProIDs     []int64
	// ProsByService lists the ProIDs that offer each service type: a job
	// is only ever given a pro who does its kind of work.
	ProsByService map[steward.ServiceType][]int64
	// jobDays counts the days after the seeded horizon that jobMakers
	// have handed out, one job a day (see jobMaker).
	jobDays atomic.Int64
	Jobs    int // jobs the account held before the measurements

	// AssistantKeys are API keys of small accounts (the demo account's
	// properties, pros and stays) for the assistant run: it handles the
	// messages of one account one at a time, so each key is one client.
	AssistantKeys []string
}

// Shape of the loaded account: a property manager with one property per
// 2,000 jobs (at least 25), a pro per five properties (at least 10), and
// jobs spread over three years of history and the next 90 days.
const (
	jobsPerProperty   = 2000
	minProperties     = 25
	propertiesPerPro  = 5
	minPros           = 10
	historyYears      = 3
	horizonDays       = 90
	seedChunk         = 20_000
	assistantAccounts = 2
)

// Seed loads an account with jobs jobs, and the assistant accounts, into
// the store directly: the account, properties and pros through the store's
// services, the jobs through its bulk loader (each with the event its
// creation announced), since a million jobs through the API would take
// minutes.
func Seed(ctx context.Context, db *sqlstore.DB, jobs int, progress io.Writer) (*Account, error) {
	accounts, keys := sqlstore.NewAccountService(db), sqlstore.NewAPIKeyService(db)
	addresses, pros := sqlstore.NewAddressService(db), sqlstore.NewProService(db)
	acct := &Account{Jobs: jobs}
	id, key, err := signup(ctx, accounts, keys, "Bench")
	if err != nil {
		return nil, err
	}
	acct.APIKey = key
	var addrs []*steward.Address
	for i := range max(minProperties, jobs/jobsPerProperty) {
		a, err := addresses.CreateAddress(ctx, id, propertyAt(i))
		if err != nil {
			return nil, fmt.Errorf("seed property: %w", err)
		}
		addrs = append(addrs, a)
		acct.AddressIDs = append(acct.AddressIDs, a.ID)
	}
	for i := range max(minPros, len(addrs)/propertiesPerPro) {
		p, err := pros.CreatePro(ctx, id, proAt(i))
		if err != nil {
			return nil, fmt.Errorf("seed pro: %w", err)
		}
		acct.addPro(p)
	}
	gen := newHistory(addrs, acct.ProsByService, time.Now(), jobs)
	for done := 0; done < jobs; {
		n := min(seedChunk, jobs-done)
		batch := make([]*steward.Job, n)
		for i := range batch {
			batch[i] = gen.job()
		}
		if err := db.LoadJobs(ctx, id, batch); err != nil {
			return nil, fmt.Errorf("seed jobs: %w", err)
		}
		done += n
		if done%200_000 == 0 && done < jobs {
			fmt.Fprintf(progress, "bench: loaded %d of %d jobs\n", done, jobs)
		}
	}

	svc := demo.Services{Accounts: accounts, APIKeys: keys, Addresses: addresses, Pros: pros,
		Reservations: sqlstore.NewReservationService(db), Jobs: sqlstore.NewJobService(db)}
	for range assistantAccounts {
		id, key, err := signup(ctx, accounts, keys, "Assistant")
		if err != nil {
			return nil, err
		}
		if err := demo.Seed(ctx, svc, id, time.Now()); err != nil {
			return nil, fmt.Errorf("seed assistant account: %w", err)
		}
		acct.AssistantKeys = append(acct.AssistantKeys, key)
	}
	return acct, nil
}

func signup(ctx context.Context, accounts steward.AccountService, keys steward.APIKeyService, first string) (int64, string, error) {
	sess, err := accounts.Signup(ctx, steward.Signup{FirstName: first, LastName: "Host",
		Email: fmt.Sprintf("bench-%s@example.com", steward.NewToken(10)), Password: steward.NewToken(20)})
	if err != nil {
		return 0, "", fmt.Errorf("seed account: %w", err)
	}
	_, key, err := keys.CreateAPIKey(ctx, sess.AccountID, "steward bench")
	if err != nil {
		return 0, "", fmt.Errorf("seed API key: %w", err)
	}
	return sess.AccountID, key, nil
}

var cities = []struct{ city, state, zip string }{
	{"San Diego", "CA", "92109"}, {"Chicago", "IL", "60614"}, {"Brooklyn", "NY", "11201"}, {"Austin", "TX", "78704"},
	{"Denver", "CO", "80205"}, {"Miami", "FL", "33139"}, {"Seattle", "WA", "98103"}, {"Nashville", "TN", "37203"},
}

var streets = []string{"Oak", "Maple", "Cedar", "Pine", "Elm", "Harbor", "Lake", "Hill", "Park", "Sunset"}

// propertyAt returns the i-th property of the loaded account.
func propertyAt(i int) steward.AddressCreate {
	c := cities[i%len(cities)]
	street := streets[(i/len(cities))%len(streets)]
	nick := fmt.Sprintf("%s %s %d", street, []string{"Cottage", "Loft", "House", "Flat"}[i%4], i+1)
	beds, baths, sqft := 1+i%5, 1+float64(i%3)/2, 600+(i%9)*250
	return steward.AddressCreate{Street: fmt.Sprintf("%d %s St", 10+i, street), City: c.city, State: c.state, Zip: c.zip,
		Nickname: &nick, Bedrooms: &beds, Bathrooms: &baths, SquareFeet: &sqft}
}

var firstNames = []string{"Ana", "Ben", "Chloe", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jo"}

// addPro records an active pro of the account, by the services it offers.
func (a *Account) addPro(p *steward.Pro) {
	a.ProIDs = append(a.ProIDs, p.ID)
	if a.ProsByService == nil {
		a.ProsByService = map[steward.ServiceType][]int64{}
	}
	for _, st := range p.Services {
		a.ProsByService[st] = append(a.ProsByService[st], p.ID)
	}
}

// proAt returns the i-th pro of the loaded account.
func proAt(i int) steward.ProCreate {
	name := fmt.Sprintf("%s Pro%d", firstNames[i%len(firstNames)], i+1)
	services := [][]steward.ServiceType{{steward.Cleaning}, {steward.Cleaning, steward.Restocking},
		{steward.Maintenance, steward.Inspection}}[i%3]
	return steward.ProCreate{Name: name, Email: fmt.Sprintf("pro%d@example.com", i+1), Phone: fmt.Sprintf("555-%04d", i+1), Services: services}
}

// history makes the jobs of the loaded account in date order, as they
// accumulate: past ones completed (or cancelled), upcoming ones pending or
// confirmed, at market prices.
type history struct {
	addrs []*steward.Address
	pros  map[steward.ServiceType][]int64
	now   time.Time
	from  time.Time
	step  time.Duration // between two jobs' dates, on average
	i     int
	rnd   *rand.Rand
}

func newHistory(addrs []*steward.Address, pros map[steward.ServiceType][]int64, now time.Time, jobs int) *history {
	now = now.UTC().Truncate(time.Second)
	from := now.AddDate(-historyYears, 0, 0)
	span := now.AddDate(0, 0, horizonDays).Sub(from)
	return &history{addrs: addrs, pros: pros, now: now, from: from,
		step: span / time.Duration(max(jobs, 1)), rnd: rand.New(rand.NewPCG(1, 2))}
}

func (h *history) job() *steward.Job {
	r := h.rnd
	a := h.addrs[r.IntN(len(h.addrs))]
	st := steward.ServiceTypes[[]int{0, 0, 0, 0, 0, 1, 1, 2, 3}[r.IntN(9)]]
	at := h.from.Add(time.Duration(h.i)*h.step + time.Duration(r.Int64N(int64(h.step)+1))).Truncate(15 * time.Minute)
	h.i++
	j := &steward.Job{AddressID: a.ID, ServiceType: st, ScheduledAt: at, Price: steward.EstimatePrice(a, st).Price}
	j.CreatedAt = at.AddDate(0, 0, -7)
	if j.CreatedAt.After(h.now) {
		j.CreatedAt = h.now
	}
	j.UpdatedAt = j.CreatedAt
	withPro := false
	switch past := at.Before(h.now); {
	case past && r.IntN(10) == 0:
		j.Status = steward.StatusCancelled
	case past:
		j.Status, withPro = steward.StatusCompleted, true
		done := at.Add(3 * time.Hour)
		j.CompletedAt, j.UpdatedAt = &done, done
	case r.IntN(3) == 0:
		j.Status, withPro = steward.StatusConfirmed, true
	default:
		j.Status, withPro = steward.StatusPending, r.IntN(3) == 0
	}
	if ids := h.pros[st]; withPro && len(ids) > 0 {
		p := ids[r.IntN(len(ids))]
		j.ProID = &p
	}
	if r.IntN(10) == 0 {
		n := "Guest checkout at 11; fresh linens in the hall closet"
		j.Notes = &n
	}
	return j
}

// SeedHTTP prepares the account of apiKey on a server reached over HTTP:
// it adds properties and pros when the account has none, and creates jobs
// through the API until it holds at least jobs. The assistant run uses the
// same account.
func SeedHTTP(ctx context.Context, url, apiKey string, jobs, clients int, progress io.Writer) (*Account, error) {
	hc := newHTTPClient(clients)
	defer hc.CloseIdleConnections()
	c := apiClient(hc, url, apiKey)
	acct := &Account{APIKey: apiKey, AssistantKeys: []string{apiKey}}
	addrs, err := c.ListAddresses(ctx)
	if err != nil {
		return nil, fmt.Errorf("list properties: %w", err)
	}
	if len(addrs) == 0 {
		for i := range minProperties {
			in := propertyAt(i)
			a, err := c.CreateAddress(ctx, client.AddressCreate{Street: in.Street, City: in.City, State: in.State, Zip: in.Zip,
				Nickname: in.Nickname, Bedrooms: in.Bedrooms, Bathrooms: in.Bathrooms, SquareFeet: in.SquareFeet})
			if err != nil {
				return nil, fmt.Errorf("create property: %w", err)
			}
			addrs = append(addrs, a)
		}
	}
	for _, a := range addrs {
		acct.AddressIDs = append(acct.AddressIDs, a.ID)
	}
	pros, err := c.ListPros(ctx)
	if err != nil {
		return nil, fmt.Errorf("list pros: %w", err)
	}
	if len(pros) == 0 {
		for i := range minPros {
			in := proAt(i)
			services := make([]string, len(in.Services))
			for k, s := range in.Services {
				services[k] = string(s)
			}
			p, err := c.CreatePro(ctx, client.ProCreate{Name: in.Name, Email: in.Email, Phone: in.Phone, Services: services})
			if err != nil {
				return nil, fmt.Errorf("create pro: %w", err)
			}
			pros = append(pros, p)
		}
	}
	for _, p := range pros {
		if p.Active {
			acct.addPro(p)
		}
	}
	list, err := c.ListJobs(ctx, client.JobListParams{Limit: 1})
	if err != nil {
		return nil, fmt.Errorf("count jobs: %w", err)
	}
	acct.Jobs = max(jobs, list.Total)
	if missing := jobs - list.Total; missing > 0 {
		fmt.Fprintf(progress, "bench: creating %d jobs through the API\n", missing)
		if err := createMany(ctx, hc, url, acct, missing, clients); err != nil {
			return nil, err
		}
	}
	return acct, nil
}

// createMany creates n jobs through the API with clients concurrent clients.
func createMany(ctx context.Context, hc *http.Client, url string, acct *Account, n, clients int) error {
	t := &Target{URL: url, Account: acct}
	jobs := newJobMaker(acct)
	var next atomic.Int64
	var wg sync.WaitGroup
	var firstErr error
	var once sync.Once
	for range clients {
		wg.Go(func() {
			for next.Add(1) <= int64(n) && ctx.Err() == nil {
				if err := createJob(ctx, hc, t, jobs.next()); err != nil {
					once.Do(func() { firstErr = err })
					return
				}
			}
		})
	}
	wg.Wait()
	if firstErr != nil {
		return fmt.Errorf("create jobs: %w", firstErr)
	}
	return ctx.Err()
}
