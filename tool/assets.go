package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// The equipment tools (docs/operations.md): a property's assets and their
// service tasks, which Steward books as maintenance jobs between stays.

var errNoAssets = steward.Errorf(steward.EUNAVAILABLE, "Equipment is not available on this server")

type serviceTaskArgs struct {
	ID           int64   `json:"id,omitempty" jsonschema:"update_asset only: keep this task of the asset (its last_done_on unless given)"`
	Name         string  `json:"name" jsonschema:"what to do, e.g. Replace filter"`
	IntervalDays int     `json:"interval_days" jsonschema:"every how many days, 1 to 3650"`
	LastDoneOn   *string `json:"last_done_on,omitempty" jsonschema:"when it was last done, YYYY-MM-DD"`
}

type assetArgs struct {
	AddressID    int64              `json:"address_id,omitempty" jsonschema:"create_asset only: the property (address id)"`
	AssetID      int64              `json:"asset_id,omitempty" jsonschema:"update_asset only: the asset to change"`
	Kind         *string            `json:"kind,omitempty" jsonschema:"what it is: HVAC, water heater, dishwasher, smoke alarms…; required to create"`
	Location     *string            `json:"location,omitempty" jsonschema:"the room or place"`
	Make         *string            `json:"make,omitempty"`
	Model        *string            `json:"model,omitempty"`
	Serial       *string            `json:"serial,omitempty"`
	InstalledOn  *string            `json:"installed_on,omitempty" jsonschema:"the install date, YYYY-MM-DD"`
	Status       *string            `json:"status,omitempty" jsonschema:"ok, needs_attention or out_of_service"`
	ServiceTasks *[]serviceTaskArgs `json:"service_tasks,omitempty" jsonschema:"its routine service; on update the whole list (tasks with an id keep that task, the others left out are deleted)"`
}

func (in *assetArgs) update() steward.AssetUpdate {
	u := steward.AssetUpdate{Kind: in.Kind, Location: in.Location, Make: in.Make, Model: in.Model, Serial: in.Serial, InstalledOn: in.InstalledOn}
	if in.Status != nil {
		st := steward.AssetStatus(*in.Status)
		u.Status = &st
	}
	if in.ServiceTasks != nil {
		tasks := make([]steward.ServiceTaskInput, 0, len(*in.ServiceTasks))
		for _, t := range *in.ServiceTasks {
			tasks = append(tasks, steward.ServiceTaskInput{ID: t.ID, Name: t.Name, IntervalDays: t.IntervalDays, LastDoneOn: t.LastDoneOn})
		}
		u.ServiceTasks = &tasks
	}
	return u
}

var listAssetsTool = define(Tool{
	Name:        "list_assets",
	Title:       "List a property's equipment",
	Description: "The equipment (assets) of a property with their status and service tasks (interval, last done, next due). Use an asset's id as asset_id of a maintenance job about it.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *addressIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if c.Assets == nil {
		return nil, errNoAssets
	}
	list, err := c.Assets.FindAssets(c.ctx, c.acct, in.AddressID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"assets": list}, Text: assetsText(list)}, nil
})

var createAssetTool = define(Tool{
	Name:  "create_asset",
	Title: "Add equipment to a property",
	Description: "Register a piece of equipment at a property, with its service tasks (e.g. Replace filter every 90 days). " +
		"Steward books each task as a maintenance job in a vacant window between stays when it comes within 14 days of its due date.",
}, func(c *call, in *assetArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if in.Kind == nil {
		return nil, steward.MissingField("kind")
	} else if c.Assets == nil {
		return nil, errNoAssets
	}
	u := in.update()
	ai := steward.AssetInput{Kind: *in.Kind, Location: deref(in.Location), Make: deref(in.Make), Model: deref(in.Model),
		Serial: deref(in.Serial), InstalledOn: in.InstalledOn}
	if u.Status != nil {
		ai.Status = *u.Status
	}
	if u.ServiceTasks != nil {
		ai.ServiceTasks = *u.ServiceTasks
	}
	a, err := c.Assets.CreateAsset(c.ctx, c.acct, in.AddressID, ai)
	if err != nil {
		return nil, err
	}
	return &Result{Value: a, Text: "Added " + assetsText([]*steward.Asset{a})}, nil
})

var updateAssetTool = define(Tool{
	Name:  "update_asset",
	Title: "Change equipment",
	Description: "Change an asset's details or status (out_of_service stays until changed), or replace its service tasks. " +
		"Give only what changes.",
	Idempotent: true,
}, func(c *call, in *assetArgs) (*Result, error) {
	if err := positive("asset_id", in.AssetID); err != nil {
		return nil, err
	} else if c.Assets == nil {
		return nil, errNoAssets
	}
	a, err := c.Assets.UpdateAsset(c.ctx, c.acct, in.AssetID, in.update())
	if err != nil {
		return nil, err
	}
	return &Result{Value: a, Text: "Updated " + assetsText([]*steward.Asset{a})}, nil
})

type assetIDArgs struct {
	AssetID int64 `json:"asset_id" jsonschema:"the asset's id (see list_assets)"`
}

var deleteAssetTool = define(Tool{
	Name:        "delete_asset",
	Title:       "Remove equipment",
	Description: "Delete an asset with its tasks and history; its open service jobs are cancelled, its other jobs lose their link to it.",
	Destructive: true,
}, func(c *call, in *assetIDArgs) (*Result, error) {
	if err := positive("asset_id", in.AssetID); err != nil {
		return nil, err
	} else if c.Assets == nil {
		return nil, errNoAssets
	}
	if err := c.Assets.DeleteAsset(c.ctx, c.acct, in.AssetID); err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"deleted": true}, Text: fmt.Sprintf("Asset %d deleted.", in.AssetID)}, nil
})

var getAssetHistoryTool = define(Tool{
	Name:        "get_asset_history",
	Title:       "Get an asset's history",
	Description: "An asset's jobs (past and upcoming: its service and repairs) and its changes, with who made them and why.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *assetIDArgs) (*Result, error) {
	if err := positive("asset_id", in.AssetID); err != nil {
		return nil, err
	} else if c.Assets == nil {
		return nil, errNoAssets
	}
	h, err := c.Assets.FindAssetHistory(c.ctx, c.acct, in.AssetID)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d job(s):\n", len(h.Jobs))
	for _, j := range h.Jobs {
		fmt.Fprintf(&b, "- job %d: %s, %s, %s\n", j.ID, j.ServiceType, j.Status, j.ScheduledAt.Format("2006-01-02 15:04 MST"))
	}
	fmt.Fprintf(&b, "%d change(s):\n", len(h.Changes))
	for _, e := range h.Changes {
		fmt.Fprintf(&b, "- %s by %s: %s\n", e.At.Format("2006-01-02"), e.Actor, e.Change)
	}
	return &Result{Value: h, Text: b.String()}, nil
})

// assetsText renders assets for an agent, one line each with its tasks.
func assetsText(list []*steward.Asset) string {
	if len(list) == 0 {
		return "No equipment."
	}
	var b strings.Builder
	for _, a := range list {
		fmt.Fprintf(&b, "asset %d: %s (%s)", a.ID, a.Title(), a.Status)
		for _, t := range a.ServiceTasks {
			fmt.Fprintf(&b, "; %s every %d days, next due %s", t.Name, t.IntervalDays, t.NextDueOn)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
