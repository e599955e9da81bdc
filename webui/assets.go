package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// The equipment pages (issue 18, item 2): a property's assets on its page,
// and each asset's own page with its tasks and history.

var errAssetNotFound = steward.Errorf(steward.ENOTFOUND, "Asset not found")

// assetView is an asset as the pages show it.
type assetView struct {
	ID                             int64
	Kind, Title, Location, Details string
	Installed                      string
	Status, StatusValue            string
	Tasks                          []taskView
}

type taskView struct {
	ID                       int64
	Name                     string
	Every, LastDone, NextDue string
}

func assetViewOf(a *steward.Asset) assetView {
	v := assetView{ID: a.ID, Kind: a.Kind, Title: a.Title(), Location: a.Location, Status: label(string(a.Status)),
		StatusValue: string(a.Status), Details: strings.TrimSpace(strings.Join([]string{a.Make, a.Model}, " "))}
	if a.Serial != "" {
		v.Details = strings.TrimSpace(v.Details + " (serial " + a.Serial + ")")
	}
	if a.InstalledOn != nil {
		v.Installed = *a.InstalledOn
	}
	for _, t := range a.ServiceTasks {
		tv := taskView{ID: t.ID, Name: t.Name, Every: plural(t.IntervalDays, "day"), LastDone: "Never", NextDue: t.NextDueOn}
		if t.LastDoneOn != nil {
			tv.LastDone = *t.LastDoneOn
		}
		v.Tasks = append(v.Tasks, tv)
	}
	return v
}

// assetsOf returns the views of a property's assets; an interface without
// equipment shows none.
func (s *Server) assetsOf(r *http.Request, addressID int64) ([]assetView, error) {
	if s.Assets == nil {
		return nil, nil
	}
	list, err := s.Assets.FindAssets(r.Context(), accountID(r), addressID)
	var out []assetView
	for _, a := range list {
		out = append(out, assetViewOf(a))
	}
	return out, err
}

// assetNewPage adds equipment to a property.
type assetNewPage struct {
	base
	Property propertyView
	Form     *form
}

func (s *Server) handleNewAsset(w http.ResponseWriter, r *http.Request) {
	s.renderNewAsset(w, r, http.StatusOK, newForm("asset", nil))
}

func (s *Server) renderNewAsset(w http.ResponseWriter, r *http.Request, status int, f *form) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	s.render(w, r, status, "asset_new", &assetNewPage{base: s.base(r, "Add equipment", "properties"), Property: s.propertyView(a), Form: f})
}

func (s *Server) handleCreateAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	f, ok := s.parseForm(w, r, "asset")
	if !ok {
		return
	}
	in := steward.AssetInput{Kind: f.Get("kind"), Location: f.Get("location"), Make: f.Get("make"), Model: f.Get("model"),
		Serial: f.Get("serial"), InstalledOn: optString(f, "installed_on")}
	task, err := taskInput(f)
	if err == nil {
		if task != nil {
			in.ServiceTasks = []steward.ServiceTaskInput{*task}
		}
		var a *steward.Asset
		if a, err = s.Assets.CreateAsset(r.Context(), accountID(r), id, in); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/assets/%d", a.ID), http.StatusSeeOther)
			return
		}
	}
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	f.fail(err, taskField(err)...)
	s.renderNewAsset(w, r, statusOf(err), f)
}

// taskInput reads the form's optional service task (task_name,
// task_interval_days, task_last_done_on); nil when none is given.
func taskInput(f *form) (*steward.ServiceTaskInput, error) {
	name, days := f.Get("task_name"), f.Get("task_interval_days")
	if name == "" && days == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(days)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid task_interval_days %q: must be a whole number of days", days)
	}
	return &steward.ServiceTaskInput{Name: name, IntervalDays: n, LastDoneOn: optString(f, "task_last_done_on")}, nil
}

// taskField names the form field of a service task error
// ("service_tasks[0].interval_days" is task_interval_days), none otherwise.
func taskField(err error) []string {
	msg := steward.ErrorMessage(err)
	for _, field := range []string{"name", "interval_days", "last_done_on"} {
		if strings.Contains(msg, "]."+field) || strings.Contains(msg, "task_"+field) {
			return []string{"task_" + field}
		}
	}
	return nil
}

// assetPage is one asset: details, status, service tasks and history.
type assetPage struct {
	base
	Property       propertyView
	Asset          assetView
	Jobs           []jobRow
	Changes        []changeRow
	Form, TaskForm *form
	StatusOptions  []option
}

type changeRow struct{ At, Actor, Change, Reason string }

func (s *Server) handleAsset(w http.ResponseWriter, r *http.Request) {
	s.renderAsset(w, r, http.StatusOK, nil, nil)
}

func (s *Server) renderAsset(w http.ResponseWriter, r *http.Request, status int, f, taskForm *form) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAssetNotFound)
		return
	}
	a, err := s.Assets.FindAssetByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	h, err := s.Assets.FindAssetHistory(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	addr := l.addr[a.AddressID]
	if addr == nil {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	if f == nil {
		f = newForm("asset", nil)
		f.Values.Set("kind", a.Kind)
		f.Values.Set("location", a.Location)
		f.Values.Set("make", a.Make)
		f.Values.Set("model", a.Model)
		f.Values.Set("serial", a.Serial)
		f.Values.Set("status", string(a.Status))
		if a.InstalledOn != nil {
			f.Values.Set("installed_on", *a.InstalledOn)
		}
	}
	if taskForm == nil {
		taskForm = newForm("task", nil)
	}
	p := &assetPage{base: s.base(r, a.Title(), "properties"), Property: s.propertyView(addr), Asset: assetViewOf(a),
		Form: f, TaskForm: taskForm}
	for _, st := range steward.AssetStatuses {
		p.StatusOptions = append(p.StatusOptions, option{string(st), label(string(st))})
	}
	for _, j := range h.Jobs {
		p.Jobs = append(p.Jobs, l.row(j))
	}
	for _, c := range h.Changes {
		row := changeRow{At: localTime(c.At, addr.Location()), Actor: c.Actor, Change: c.Change}
		if c.Reason != nil {
			row.Reason = *c.Reason
		}
		p.Changes = append(p.Changes, row)
	}
	s.render(w, r, status, "asset", p)
}

func (s *Server) handleUpdateAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAssetNotFound)
		return
	}
	f, ok := s.parseForm(w, r, "asset")
	if !ok {
		return
	}
	kind, loc, mk, model, serial := f.Get("kind"), f.Get("location"), f.Get("make"), f.Get("model"), f.Get("serial")
	st := steward.AssetStatus(f.Get("status"))
	u := steward.AssetUpdate{Kind: &kind, Location: &loc, Make: &mk, Model: &model, Serial: &serial, Status: &st,
		InstalledOn: optString(f, "installed_on"), ClearInstalledOn: f.Get("installed_on") == ""}
	if _, err := s.Assets.UpdateAsset(r.Context(), accountID(r), id, u); err != nil {
		f.fail(err)
		s.renderAsset(w, r, statusOf(err), f, nil)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/assets/%d", id), http.StatusSeeOther)
}

// handleAddTask adds a service task after the asset's others.
func (s *Server) handleAddTask(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAssetNotFound)
		return
	}
	f, ok := s.parseForm(w, r, "task")
	if !ok {
		return
	}
	a, err := s.Assets.FindAssetByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	task, err := taskInput(f)
	if err == nil && task == nil {
		err = steward.MissingField("task_name")
	}
	if err == nil {
		tasks := make([]steward.ServiceTaskInput, 0, len(a.ServiceTasks)+1)
		for _, t := range a.ServiceTasks {
			tasks = append(tasks, steward.ServiceTaskInput{ID: t.ID, Name: t.Name, IntervalDays: t.IntervalDays, LastDoneOn: t.LastDoneOn})
		}
		tasks = append(tasks, *task)
		if _, err = s.Assets.UpdateAsset(r.Context(), accountID(r), id, steward.AssetUpdate{ServiceTasks: &tasks}); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/assets/%d", id), http.StatusSeeOther)
			return
		}
	}
	f.fail(err, taskField(err)...)
	s.renderAsset(w, r, statusOf(err), nil, f)
}

func (s *Server) handleDeleteAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAssetNotFound)
		return
	}
	a, err := s.Assets.FindAssetByID(r.Context(), accountID(r), id)
	if err == nil {
		err = s.Assets.DeleteAsset(r.Context(), accountID(r), id)
	}
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/properties/%d", a.AddressID), http.StatusSeeOther)
}
