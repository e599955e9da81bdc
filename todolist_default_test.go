package steward

import (
	"math"
	"strings"
	"testing"
)

func TestDefaultTodoLists(t *testing.T) {
	t.Parallel()
	intp := func(n int) *int { return &n }
	floatp := func(f float64) *float64 { return &f }
	const fixed = 6 // kitchen, living areas, trash, restock, walk-through, photos
	tests := []struct {
		name          string
		address       *Address
		wantTurnover  []string // the room items, in order; the fixed items follow
		wantInspected int
	}{
		{
			name:         "NilRoomsAreOneBedroomOneBathroom",
			address:      &Address{ID: 3},
			wantTurnover: []string{"Bedroom 1:", "Bathroom 1:"},
		},
		{
			name:         "NilAddress",
			address:      nil,
			wantTurnover: []string{"Bedroom 1:", "Bathroom 1:"},
		},
		{
			name:         "HalfBathroomAfterFullOnes",
			address:      &Address{ID: 3, Bedrooms: intp(3), Bathrooms: floatp(2.5)},
			wantTurnover: []string{"Bedroom 1:", "Bedroom 2:", "Bedroom 3:", "Bathroom 1:", "Bathroom 2:", "Half bathroom:"},
		},
		{
			name:         "StudioWithHalfBathOnly",
			address:      &Address{ID: 3, Bedrooms: intp(0), Bathrooms: floatp(0.5)},
			wantTurnover: []string{"Sleeping area:", "Half bathroom:"},
		},
		{
			name:         "NoBathrooms",
			address:      &Address{ID: 3, Bedrooms: intp(1), Bathrooms: floatp(0)},
			wantTurnover: []string{"Bedroom 1:"},
		},
		{
			name:         "OnlyBedroomsGiven",
			address:      &Address{ID: 3, Bedrooms: intp(2)},
			wantTurnover: []string{"Bedroom 1:", "Bedroom 2:", "Bathroom 1:"},
		},
		{
			name:         "BathroomsRoundToHalves",
			address:      &Address{ID: 3, Bedrooms: intp(1), Bathrooms: floatp(1.75)},
			wantTurnover: []string{"Bedroom 1:", "Bathroom 1:", "Bathroom 2:"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			lists := DefaultTodoLists(tt.address)
			if len(lists) != 2 {
				t.Fatalf("got %d lists, want 2", len(lists))
			}
			turnover, inspection := lists[0], lists[1]
			if turnover.Name != TurnoverCleaningList || inspection.Name != MaintenanceInspectionList {
				t.Errorf("list names = %q, %q; want %q, %q", turnover.Name, inspection.Name, TurnoverCleaningList, MaintenanceInspectionList)
			}
			if got, want := len(turnover.Items), len(tt.wantTurnover)+fixed; got != want {
				t.Fatalf("turnover has %d items, want %d: %v", got, want, todoDescriptions(turnover.Items))
			}
			for i, prefix := range tt.wantTurnover {
				if got := turnover.Items[i].Description; !strings.HasPrefix(got, prefix) {
					t.Errorf("turnover item %d = %q, want it to start %q", i+1, got, prefix)
				}
			}
			tail := turnover.Items[len(tt.wantTurnover):]
			for i, prefix := range []string{"Kitchen:", "Living areas:", "Trash:", "Restock supplies:", "Final walk-through:", "Photos:"} {
				if got := tail[i].Description; !strings.HasPrefix(got, prefix) {
					t.Errorf("turnover item %d = %q, want it to start %q", len(tt.wantTurnover)+i+1, got, prefix)
				}
			}
			if got, want := len(inspection.Items), 10; got != want {
				t.Errorf("inspection has %d items, want %d: %v", got, want, todoDescriptions(inspection.Items))
			}
			wantAddressID := int64(0)
			if tt.address != nil {
				wantAddressID = tt.address.ID
			}
			for _, l := range lists {
				checkNewTodoList(t, l, wantAddressID)
			}
		})
	}
}

func TestDefaultTodoListsRoomItems(t *testing.T) {
	t.Parallel()
	bedrooms, bathrooms := 2, 1.5
	turnover := DefaultTodoLists(&Address{Bedrooms: &bedrooms, Bathrooms: &bathrooms})[0]
	want := []string{
		"Bedroom 1: change linens, dust surfaces, vacuum floor",
		"Bedroom 2: change linens, dust surfaces, vacuum floor",
		"Bathroom 1: clean toilet, shower or tub, sink and mirror; replace towels; mop floor",
		"Half bathroom: clean toilet and sink, restock hand towel",
	}
	for i, w := range want {
		if got := turnover.Items[i].Description; got != w {
			t.Errorf("item %d = %q, want %q", i+1, got, w)
		}
	}
}

func TestDefaultTodoListsCapsRooms(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                  string
		bedrooms              int
		bathrooms             float64
		wantBedroom, wantBath int
		wantHalf              bool
	}{
		{"AtCap", 20, 20, 20, 20, false},
		{"OverCap", 50, 30.5, 20, 20, false},
		{"HalfFitsUnderCap", 21, 19.5, 20, 19, true},
		{"NegativeIsNone", -2, -1, 0, 0, false},
		{"NaNBathroomsIsNone", 1, math.NaN(), 1, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			turnover := DefaultTodoLists(&Address{Bedrooms: &tt.bedrooms, Bathrooms: &tt.bathrooms})[0]
			var bed, bath int
			var half bool
			for _, it := range turnover.Items {
				switch d := it.Description; {
				case strings.HasPrefix(d, "Bedroom "):
					bed++
				case strings.HasPrefix(d, "Bathroom "):
					bath++
				case strings.HasPrefix(d, "Half bathroom:"):
					half = true
				}
			}
			if bed != tt.wantBedroom || bath != tt.wantBath || half != tt.wantHalf {
				t.Errorf("got %d bedroom, %d bathroom items, half %v; want %d, %d, %v",
					bed, bath, half, tt.wantBedroom, tt.wantBath, tt.wantHalf)
			}
			if half {
				bath++
			}
			if bed > maxDefaultRoomItems || bath > maxDefaultRoomItems {
				t.Errorf("got %d bedroom and %d bathroom items, want at most %d each", bed, bath, maxDefaultRoomItems)
			}
		})
	}
}

func TestDefaultTodoListsAccess(t *testing.T) {
	t.Parallel()
	instructions, blank := "Lockbox on the gate, code 4812", "  "
	tests := []struct {
		name         string
		instructions *string
		want         string
	}{
		{"WithInstructions", &instructions, "Locks and access: enter as the access instructions describe"},
		{"WithoutInstructions", nil, "Locks and access: test every exterior door lock and the key handover"},
		{"BlankInstructions", &blank, "Locks and access: test every exterior door lock and the key handover"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			inspection := DefaultTodoLists(&Address{AccessInstructions: tt.instructions})[1]
			var found bool
			for _, it := range inspection.Items {
				if strings.HasPrefix(it.Description, "Locks and access:") {
					found = true
					if !strings.HasPrefix(it.Description, tt.want) {
						t.Errorf("access item = %q, want it to start %q", it.Description, tt.want)
					}
					if strings.Contains(it.Description, "4812") {
						t.Errorf("access item = %q, want the code left in the instructions", it.Description)
					}
				}
			}
			if !found {
				t.Errorf("inspection has no locks and access item: %v", todoDescriptions(inspection.Items))
			}
		})
	}
}

// checkNewTodoList checks l is unsaved, belongs to addressID, and has its
// items ordered from 1, not completed and described.
func checkNewTodoList(t *testing.T, l TodoList, addressID int64) {
	t.Helper()
	if l.ID != 0 || l.AddressID != addressID {
		t.Errorf("list %q: ID %d, AddressID %d; want 0, %d", l.Name, l.ID, l.AddressID, addressID)
	}
	for i, it := range l.Items {
		if it.Order != i+1 {
			t.Errorf("list %q item %d: Order = %d, want %d", l.Name, i, it.Order, i+1)
		}
		if it.ID != 0 || it.Completed || it.Description == "" {
			t.Errorf("list %q item %d = %+v, want no ID, not completed, described", l.Name, i+1, it)
		}
	}
}

func todoDescriptions(items []TodoItem) []string {
	s := make([]string, len(items))
	for i, it := range items {
		s[i] = it.Description
	}
	return s
}
