package assistant

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// Supplies: "how much toilet paper is left at the cabin?" and "what's
// running low?" are answered from the properties' supplies
// (docs/operations.md) and change nothing.

// isSupplyQuestion reports whether a question asks about supplies: stock,
// what is low or running out, how much of something is left.
func isSupplyQuestion(toks []token) bool {
	return has(toks, "supplies", "supply", "inventory", "stock", "stocked") ||
		hasPhrase(toks, "running low") || hasPhrase(toks, "run out") || hasPhrase(toks, "runs out") || hasPhrase(toks, "running out") ||
		has(toks, "low") && has(toks, "what", "whats", "anything", "is", "are", "which") ||
		has(toks, "left") && (hasPhrase(toks, "how much") || hasPhrase(toks, "how many") || has(toks, "any"))
}

// supplies answers a supply question: the supply the text names (at the
// property named, else at every property that has it), else what is low
// or running out.
func (s *session) supplies(in request) (Reply, error) {
	if s.e.Supplies == nil {
		return done("I can't see supplies on this server."), nil
	}
	if in.AddressID == 0 && in.unknownPlace != "" {
		_, q, err := s.needAddress(in, "the question")
		if q != nil || err != nil {
			return deref(q), err
		}
	}
	type stock struct {
		a    *steward.Address
		list []*steward.Supply
	}
	var all []stock
	for _, a := range s.addrs {
		if in.AddressID != 0 && a.ID != in.AddressID {
			continue
		}
		list, err := s.e.Supplies.FindSupplies(s.ctx, s.acct, a.ID)
		if err != nil {
			return Reply{}, err
		}
		if len(list) > 0 {
			all = append(all, stock{a, list})
		}
	}
	where := "any of your properties"
	if a := s.byAddr[in.AddressID]; a != nil {
		where = a.Name()
	}
	if len(all) == 0 {
		return done("There are no supplies tracked at " + where + " yet. Add them on the property's page or with POST /api/v1/addresses/{id}/supplies."), nil
	}

	// A supply named: how much of it is left.
	var lines []string
	for _, st := range all {
		values := make([]steward.Supply, len(st.list))
		for i, sup := range st.list {
			values[i] = *sup
		}
		if sup, ok := steward.MatchSupply(in.rawText, values); ok {
			lines = append(lines, supplyLine(st.a, &sup, len(all) > 1 || in.AddressID == 0))
		}
	}
	if len(lines) > 0 {
		return done(strings.Join(lines, "\n")), nil
	}

	// Otherwise: what is low, and what the coming stays use up.
	var low, soon []string
	for _, st := range all {
		for _, sup := range st.list {
			switch {
			case sup.Low:
				low = append(low, "• "+supplyLine(st.a, sup, true))
			case sup.RunsOutOn != nil:
				soon = append(soon, "• "+supplyLine(st.a, sup, true))
			}
		}
	}
	var b strings.Builder
	if len(low) == 0 {
		fmt.Fprintf(&b, "Nothing is running low at %s.", where)
	} else {
		fmt.Fprintf(&b, "Running low at %s:\n%s", where, strings.Join(low, "\n"))
	}
	if len(soon) > 0 {
		b.WriteString("\nThe coming stays will use up:\n" + strings.Join(soon, "\n"))
	}
	return done(b.String()), nil
}

// supplyLine describes one supply: how many are left, its levels and its
// forecast; withPlace names the property.
func supplyLine(a *steward.Address, sup *steward.Supply, withPlace bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d %s", sup.Name, sup.Count, sup.Unit)
	if withPlace {
		fmt.Fprintf(&b, " at %s", a.Name())
	}
	fmt.Fprintf(&b, " (minimum %d, par %d)", sup.Min, sup.Par)
	if sup.Low {
		b.WriteString(", low")
	}
	if sup.RunsOutOn != nil {
		fmt.Fprintf(&b, "; at %s per guest-night the coming stays use it up by %s", strconv.FormatFloat(*sup.PerGuestNight, 'f', -1, 64), *sup.RunsOutOn)
	}
	b.WriteString(".")
	return b.String()
}
