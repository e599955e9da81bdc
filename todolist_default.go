package steward

import (
	"fmt"
	"math"
	"strings"
)

// Names of the default to-do lists every new address gets.
const (
	TurnoverCleaningList      = "Turnover cleaning"
	MaintenanceInspectionList = "Maintenance inspection"
)

// maxDefaultRoomItems caps the per-bedroom and per-bathroom items of the
// turnover list, so an address with implausibly many rooms still gets a
// list a person can read.
const maxDefaultRoomItems = 20

// DefaultTodoLists returns the to-do lists a new address starts with, derived
// from its rooms: a turnover cleaning checklist with an item per bedroom and
// per bathroom (a half bathroom gets a lighter item), and a maintenance
// inspection checklist, for cleaning and inspection jobs. Rooms the address does not give count as 1 bedroom
// and 1 bathroom. The lists and items have no IDs yet; items are ordered from
// 1 and not completed. AddressID is a's ID.
func DefaultTodoLists(a *Address) []TodoList {
	if a == nil {
		a = &Address{}
	}
	return []TodoList{
		{AddressID: a.ID, Name: TurnoverCleaningList, ServiceType: Cleaning, Items: numberTodoItems(turnoverItems(a))},
		{AddressID: a.ID, Name: MaintenanceInspectionList, ServiceType: Inspection, Items: numberTodoItems(inspectionItems(a))},
	}
}

// turnoverItems lists what a cleaner does between two stays at a.
func turnoverItems(a *Address) []string {
	bedrooms := 1
	if a.Bedrooms != nil {
		bedrooms = min(max(*a.Bedrooms, 0), maxDefaultRoomItems)
	}
	// Bathrooms count in halves: 2.5 is two full bathrooms and a half one.
	full, half := 1, 0
	if a.Bathrooms != nil {
		halves := 0
		if b := *a.Bathrooms; b > 0 { // false for NaN too
			halves = int(math.Min(math.Round(b*2), 2*maxDefaultRoomItems))
		}
		full, half = halves/2, halves%2
	}

	var items []string
	if bedrooms == 0 {
		items = append(items, "Sleeping area: change linens, dust surfaces, vacuum floor")
	}
	for i := 1; i <= bedrooms; i++ {
		items = append(items, fmt.Sprintf("Bedroom %d: change linens, dust surfaces, vacuum floor", i))
	}
	for i := 1; i <= full; i++ {
		items = append(items, fmt.Sprintf("Bathroom %d: clean toilet, shower or tub, sink and mirror; replace towels; mop floor", i))
	}
	if half == 1 {
		items = append(items, "Half bathroom: clean toilet and sink, restock hand towel")
	}
	return append(items,
		"Kitchen: wash and put away dishes, wipe counters and appliances, clear the fridge of guest food, mop floor",
		"Living areas: dust surfaces, straighten furniture and cushions, vacuum or mop floors",
		"Trash: empty every bin, replace liners, take bags to the outside bins",
		"Restock supplies: toilet paper, soap, towels, coffee and kitchen basics",
		"Final walk-through: lights off, windows closed, thermostat set, doors locked",
		"Photos: photograph every room as left for the next guest",
	)
}

// inspectionItems lists what a periodic maintenance inspection of a checks.
// The access item points at the access instructions rather than copying
// them, so a changed door code is never stale in a checklist.
func inspectionItems(a *Address) []string {
	access := "Locks and access: test every exterior door lock and the key handover"
	if a.AccessInstructions != nil && strings.TrimSpace(*a.AccessInstructions) != "" {
		access = "Locks and access: enter as the access instructions describe and confirm they still work; test every exterior door lock"
	}
	return []string{
		"Smoke and carbon monoxide detectors: test each one, replace batteries as needed",
		"HVAC: replace the air filter if dirty, confirm heating and cooling work",
		"Plumbing: check under every sink for leaks, run taps, flush toilets",
		"Water heater: check for leaks and corrosion",
		"Appliances: test the fridge, oven, stove, dishwasher, microwave, washer and dryer",
		access,
		"Doors and windows: check they open, close and latch; check screens and seals",
		"Lights and outlets: replace burnt-out bulbs, test outlets",
		"Fire extinguisher: check it is present, charged and in date",
		"Exterior: check for damage, pests and blocked gutters; note anything needing repair",
	}
}

// numberTodoItems turns descriptions into to-do items ordered from 1.
func numberTodoItems(descriptions []string) []TodoItem {
	items := make([]TodoItem, len(descriptions))
	for i, d := range descriptions {
		items[i] = TodoItem{Description: d, Kind: TodoCheck, Order: i + 1}
	}
	return items
}
