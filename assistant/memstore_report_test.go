package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// The money reports of the memory store, so that the engine answers spend
// and "owe" questions in the tests as it does on the server (Engine.Reports
// set): the adding up is the domain's (BuildSpendReport,
// BuildProStatement), fed as sqlstore.ReportService feeds it, with the
// completed jobs and no expenses (the memory store keeps none).

var _ steward.ReportService = (*memStore)(nil)

func (m *memStore) SpendReport(_ context.Context, _ int64, q steward.SpendQuery) (*steward.SpendReport, error) {
	if err := q.Resolve(m.clock.Now()); err != nil {
		return nil, err
	}
	return steward.BuildSpendReport(q, m.spendJobs(), nil, m.spendNames()), nil
}

func (m *memStore) ProStatement(ctx context.Context, acct, proID int64, q steward.SpendQuery) (*steward.ProStatement, error) {
	if err := q.Resolve(m.clock.Now()); err != nil {
		return nil, err
	}
	pro, err := m.FindProByID(ctx, acct, proID)
	if err != nil {
		return nil, err
	}
	return steward.BuildProStatement(q, pro, m.spendJobs(), m.spendNames()), nil
}

// spendJobs are the completed jobs, each with the day it was completed at
// its property.
func (m *memStore) spendJobs() []steward.SpendJob {
	var out []steward.SpendJob
	for _, j := range m.jobs {
		if j.Status != steward.StatusCompleted || j.CompletedAt == nil {
			continue
		}
		a, err := m.FindAddressByID(context.Background(), 1, j.AddressID)
		if err != nil {
			continue
		}
		sj := steward.SpendJob{ID: j.ID, AddressID: j.AddressID, ProID: j.ProID, ServiceType: j.ServiceType, CompletedAt: *j.CompletedAt,
			CompletedOn: j.CompletedAt.In(a.Location()).Format(steward.DateLayout)}
		if j.Cost != nil {
			c := steward.CentsOf(*j.Cost)
			sj.Cost = &c
		}
		out = append(out, sj)
	}
	return out
}

func (m *memStore) spendNames() steward.SpendNames {
	n := steward.SpendNames{Addresses: map[int64]string{}, Pros: map[int64]string{}}
	for _, a := range m.addrs {
		n.Addresses[a.ID] = a.Name()
	}
	for _, p := range m.pros {
		n.Pros[p.ID] = p.Name
	}
	return n
}
