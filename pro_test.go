package steward

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestProUpdateValidate(t *testing.T) {
	str := func(s string) *string { return &s }
	for _, tc := range []struct {
		name string
		in   ProUpdate
		code string // "" when valid
		msg  string
	}{
		{"OKEmpty", ProUpdate{}, "", ""},
		{"OKEveryField", ProUpdate{Name: str("Ana Lima"), Email: str("ana@example.com"), Phone: str("+1-555-0100"),
			Services: []ServiceType{Maintenance}}, "", ""},
		{"OKEmptyPhone", ProUpdate{Phone: str("")}, "", ""},
		{"ErrEmptyName", ProUpdate{Name: str("  ")}, EVALIDATION, "Missing required field: name"},
		{"ErrLongName", ProUpdate{Name: str(strings.Repeat("a", 201))}, EVALIDATION, "Invalid name"},
		{"ErrEmptyEmail", ProUpdate{Email: str("")}, EVALIDATION, "Missing required field: email"},
		{"ErrBadEmail", ProUpdate{Email: str("ana at example")}, EVALIDATION, `Invalid email "ana at example"`},
		{"ErrLongPhone", ProUpdate{Phone: str(strings.Repeat("1", 51))}, EVALIDATION, "Invalid phone"},
		{"ErrNoServices", ProUpdate{Services: []ServiceType{}}, EVALIDATION, "Invalid services: must list at least one"},
		{"ErrUnknownService", ProUpdate{Services: []ServiceType{Cleaning, "gardening"}}, EVALIDATION, `Invalid services entry "gardening"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.in.Validate()
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("Validate() = %v, want code %q", err, tc.code)
			}
			if !strings.Contains(ErrorMessage(err), tc.msg) {
				t.Errorf("message %q, want it to contain %q", ErrorMessage(err), tc.msg)
			}
		})
	}
	t.Run("Normalises", func(t *testing.T) {
		u := ProUpdate{Name: str(" Ana "), Email: str(" ana@example.com "), Services: []ServiceType{Cleaning, Restocking, Cleaning}}
		if err := u.Validate(); err != nil {
			t.Fatal(err)
		}
		if *u.Name != "Ana" || *u.Email != "ana@example.com" {
			t.Errorf("name, email = %q, %q, want them trimmed", *u.Name, *u.Email)
		}
		if want := []ServiceType{Cleaning, Restocking}; !slices.Equal(u.Services, want) {
			t.Errorf("services = %v, want %v", u.Services, want)
		}
	})
	t.Run("CreateKeepsItsDefault", func(t *testing.T) {
		c := ProCreate{Name: "Ana", Email: "ana@example.com"}
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		if want := []ServiceType{Cleaning}; !slices.Equal(c.Services, want) {
			t.Errorf("services = %v, want %v", c.Services, want)
		}
	})
}

func TestProApply(t *testing.T) {
	off := false
	p := Pro{ID: 3, Name: "Ana", Email: "ana@example.com", Phone: "1", Services: []ServiceType{Cleaning}, Active: true}
	got := p.Apply(ProUpdate{Services: []ServiceType{Maintenance}, Active: &off})
	if got.Active || !slices.Equal(got.Services, []ServiceType{Maintenance}) || got.Name != "Ana" || got.Email != p.Email || got.Phone != "1" {
		t.Errorf("Apply = %+v, want only services and active changed", got)
	}
}

func TestProCannotDo(t *testing.T) {
	now := time.Date(2026, 3, 10, 9, 30, 0, 0, time.UTC)
	id, other := int64(3), int64(4)
	cleaner := &Pro{ID: id, Services: []ServiceType{Cleaning}, Active: true}
	inactive := &Pro{ID: id, Services: []ServiceType{Cleaning, Maintenance}}
	job := func(st JobStatus, t ServiceType, at time.Time, pro *int64) Job {
		return Job{ProID: pro, Status: st, ServiceType: t, ScheduledAt: at}
	}
	later := now.Add(time.Hour)
	for _, tc := range []struct {
		name string
		pro  *Pro
		job  Job
		want bool
	}{
		{"StillOffered", cleaner, job(StatusPending, Cleaning, later, &id), false},
		{"ServiceRemoved", cleaner, job(StatusPending, Maintenance, later, &id), true},
		{"ServiceRemovedConfirmed", cleaner, job(StatusConfirmed, Inspection, later, &id), true},
		{"Inactive", inactive, job(StatusConfirmed, Cleaning, later, &id), true},
		{"InactiveAtNow", inactive, job(StatusPending, Cleaning, now, &id), true},
		{"InactivePast", inactive, job(StatusPending, Cleaning, now.Add(-time.Second), &id), false},
		{"InactiveInProgress", inactive, job(StatusInProgress, Cleaning, later, &id), false},
		{"InactiveCompleted", inactive, job(StatusCompleted, Cleaning, later, &id), false},
		{"InactiveCancelled", inactive, job(StatusCancelled, Cleaning, later, &id), false},
		{"AnotherProsJob", inactive, job(StatusPending, Cleaning, later, &other), false},
		{"Unassigned", inactive, job(StatusPending, Cleaning, later, nil), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.pro.CannotDo(tc.job, now); got != tc.want {
				t.Errorf("CannotDo = %t, want %t", got, tc.want)
			}
		})
	}
}
